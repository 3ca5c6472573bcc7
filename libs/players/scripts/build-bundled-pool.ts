/**
 * One-off formatter for the bundled 2025 pool: turns the hand-authored rows below into
 * `src/data/pool-2025.json`. It adds no information of its own — every number is written here
 * by hand; the script only expands the compact notation:
 *
 *   POS | Name | TEAM | ADP ppr/half/std (one value = same in every format) | ADP std dev |
 *   tier | age | projection: standard points/receptions (one value = no receptions) |
 *   target share last season ('-' = none, e.g. rookies) | flags
 *
 * Flags: `inj` preseason injury, `hc:<id>` handcuff of that starter, `t100:<n>` NFL Top 100 of
 * 2025 rank, `sl:<id>` Sleeper player id. Half-PPR and PPR projections follow from the scoring
 * rules (+0.5 / +1 per reception); byes come from the team table; ids are slugs of the names.
 *
 * Run: npx tsx libs/players/scripts/build-bundled-pool.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Player, Position } from '@draftmode/domain';
import { nflTeam } from '../src/data/nfl-teams';
import { playerSlug } from '../src/import/name-matching';

const SNAPSHOT = {
  season: 2025,
  snapshotDate: '2025-08-25',
  source:
    'Hand-authored snapshot of consensus 2025 preseason ADP (PPR, half-PPR, standard; FantasyPros/Sleeper consensus as of late August 2025) and season projections, 2025 NFL bye weeks, NFL Top 100 Players of 2025. Values are approximations written from published figures, not an export.',
};

const ROWS = `
QB|Josh Allen|BUF|25.5/25.0/24.6|3.0|1|29|380|-|t100:3 sl:4984
QB|Lamar Jackson|BAL|27.0/26.5/26.0|3.2|1|28|378|-|t100:2 sl:4881
QB|Jayden Daniels|WAS|31.5/31.0/30.5|3.8|1|24|362|-|
QB|Jalen Hurts|PHI|33.0/32.5/32.0|4.0|1|27|352|-|t100:19 sl:6904
QB|Joe Burrow|CIN|50.5/50.0/49.5|5.5|2|28|340|-|sl:6770
QB|Baker Mayfield|TB|60.0/59.5/59.0|6.5|2|30|318|-|
QB|Patrick Mahomes|KC|68.0/67.5/67.0|7.0|2|29|312|-|t100:5 sl:4046
QB|Bo Nix|DEN|80.0/79.5/79.0|8.0|3|25|305|-|
QB|Kyler Murray|ARI|84.0/83.5/83.0|8.0|3|28|300|-|
QB|Brock Purdy|SF|90.0/89.5/89.0|8.5|3|25|292|-|
QB|Justin Herbert|LAC|96.0/95.5/95.0|9.0|3|27|282|-|sl:6797
QB|Jared Goff|DET|104.0/103.5/103.0|9.5|3|30|285|-|
QB|Dak Prescott|DAL|110.0/109.0/108.5|10.0|3|32|280|-|
QB|Caleb Williams|CHI|112.0/111.0/110.5|10.0|3|23|278|-|
QB|Justin Fields|NYJ|118.0/117.0/116.5|11.0|3|26|282|-|
QB|Drake Maye|NE|124.0/123.0/122.0|11.0|4|23|272|-|
QB|Jordan Love|GB|132.0/131.0/130.0|11.5|4|26|262|-|
QB|C.J. Stroud|HOU|140.0/139.0/138.0|12.0|4|23|258|-|
QB|J.J. McCarthy|MIN|146.0/145.0/144.0|12.0|4|22|250|-|
QB|Trevor Lawrence|JAX|150.0/149.0/148.0|12.0|4|25|252|-|
QB|Tua Tagovailoa|MIA|162.0/161.0/160.0|13.0|4|27|245|-|
QB|Michael Penix Jr.|ATL|172.0/171.0/170.0|13.0|4|25|242|-|
QB|Matthew Stafford|LAR|178.0/177.0/176.0|13.0|4|37|238|-|inj
QB|Bryce Young|CAR|188.0/187.0/186.0|14.0|5|24|236|-|
QB|Geno Smith|LV|190.0/189.0/188.0|14.0|5|34|238|-|
QB|Cam Ward|TEN|196.0/195.0/194.0|14.0|5|23|228|-|
QB|Sam Darnold|SEA|205.0/204.0/203.0|14.0|5|28|230|-|t100:72
QB|Aaron Rodgers|PIT|210.0/209.0/208.0|14.0|5|41|228|-|sl:96
QB|Daniel Jones|IND|228.0/227.0/226.0|15.0|5|28|222|-|
QB|Russell Wilson|NYG|236.0/235.0/234.0|15.0|5|36|215|-|
QB|Jaxson Dart|NYG|262.0/261.0/260.0|15.0|5|22|150|-|
QB|Joe Flacco|CLE|268.0/267.0/266.0|15.0|5|40|205|-|
QB|Anthony Richardson|IND|275.0/274.0/273.0|15.0|5|23|150|-|
QB|Spencer Rattler|NO|285.0/284.0/283.0|15.0|5|24|200|-|
QB|Shedeur Sanders|CLE|295.0/294.0/293.0|15.0|5|23|120|-|
RB|Bijan Robinson|ATL|2.1/2.0/1.8|1.0|1|23|262/62|0.11|sl:9509
RB|Saquon Barkley|PHI|3.4/2.8/2.3|1.2|1|28|268/38|0.08|t100:1 sl:4866
RB|Jahmyr Gibbs|DET|4.6/4.2/4.0|1.3|1|23|250/55|0.11|
RB|Christian McCaffrey|SF|10.5/9.6/8.8|2.8|2|29|222/65|0.03|sl:4034
RB|Derrick Henry|BAL|13.2/11.5/9.8|2.8|2|31|240/18|0.04|sl:3198
RB|De'Von Achane|MIA|13.8/14.2/14.6|2.9|2|23|205/72|0.15|
RB|Ashton Jeanty|LV|14.5/13.5/12.6|3.0|2|21|225/42|-|
RB|Josh Jacobs|GB|17.9/16.5/15.2|3.2|2|27|228/35|0.07|
RB|Jonathan Taylor|IND|20.3/18.8/17.5|3.4|2|26|222/30|0.05|sl:6813
RB|Bucky Irving|TB|21.8/21.2/20.8|3.6|3|23|205/50|0.10|
RB|Chase Brown|CIN|27.5/26.8/26.0|4.0|3|25|196/48|0.09|
RB|Kyren Williams|LAR|28.5/27.2/26.0|4.0|3|25|205/33|0.07|
RB|James Cook|BUF|37.5/35.5/33.8|4.8|3|25|200/32|0.07|
RB|Breece Hall|NYJ|38.5/38.2/38.0|5.0|3|24|180/50|0.13|
RB|Omarion Hampton|LAC|39.5/38.5/37.5|5.2|3|22|185/38|-|
RB|Alvin Kamara|NO|42.0/42.5/43.0|5.4|3|30|175/62|0.15|
RB|Kenneth Walker III|SEA|43.5/42.5/41.5|5.5|3|24|182/38|0.09|
RB|Chuba Hubbard|CAR|45.5/44.0/42.8|5.6|4|26|188/40|0.09|
RB|James Conner|ARI|46.5/45.5/44.6|5.8|4|30|186/40|0.09|
RB|D'Andre Swift|CHI|57.0/56.5/56.0|6.5|4|26|170/45|0.08|
RB|TreVeyon Henderson|NE|61.0/60.5/60.0|6.8|4|22|160/45|-|
RB|Aaron Jones|MIN|64.0/63.0/62.0|7.0|4|30|168/45|0.10|
RB|David Montgomery|DET|65.0/62.8/60.8|7.0|4|28|178/28|0.06|hc:jahmyr-gibbs
RB|Tony Pollard|TEN|66.5/65.0/63.5|7.0|4|28|170/38|0.09|
RB|Isiah Pacheco|KC|67.5/66.0/64.5|7.0|4|26|160/30|0.05|
RB|Kaleb Johnson|PIT|69.5/68.0/66.5|7.2|4|22|158/25|-|
RB|RJ Harvey|DEN|70.5/70.0/69.5|7.3|4|24|150/38|-|
RB|Jaylen Warren|PIT|84.5/85.5/86.5|8.5|5|26|125/45|0.10|
RB|Quinshon Judkins|CLE|86.0/84.5/83.0|9.0|5|21|145/20|-|
RB|Tyrone Tracy Jr.|NYG|87.5/87.0/86.5|9.0|5|25|140/36|0.08|
RB|Rhamondre Stevenson|NE|88.5/87.0/85.5|9.0|5|27|138/30|0.09|
RB|Joe Mixon|HOU|90.0/88.0/86.0|9.0|5|29|150/30|0.07|inj
RB|Brian Robinson Jr.|WAS|92.0/90.0/88.0|9.0|5|26|140/22|0.05|
RB|Travis Etienne Jr.|JAX|100.0/99.0/98.0|9.5|5|26|132/32|0.07|
RB|Jordan Mason|MIN|104.0/102.0/100.0|10.0|5|26|128/14|0.02|hc:aaron-jones
RB|Javonte Williams|DAL|105.0/104.0/103.0|10.0|5|25|135/32|0.08|
RB|Zach Charbonnet|SEA|106.0/105.0/104.0|10.0|5|24|120/30|0.07|hc:kenneth-walker-iii
RB|Tyjae Spears|TEN|107.0/107.0/107.0|10.0|5|24|108/36|0.07|hc:tony-pollard
RB|Cam Skattebo|NYG|110.0/108.0/106.0|10.0|5|23|118/25|-|
RB|Najee Harris|LAC|116.0/114.0/112.0|10.5|5|27|125/25|0.07|
RB|Nick Chubb|HOU|118.0/116.0/114.0|10.5|5|29|120/15|0.02|hc:joe-mixon
RB|Rachaad White|TB|120.0/120.0/121.0|10.5|5|26|105/42|0.09|hc:bucky-irving
RB|J.K. Dobbins|DEN|125.0/123.0/121.0|11.0|6|26|118/22|0.06|
RB|Tyler Allgeier|ATL|130.0/127.0/124.0|11.0|6|25|95/12|0.02|hc:bijan-robinson
RB|Tank Bigsby|JAX|135.0/132.0/129.0|11.5|6|23|105/10|0.01|
RB|Bhayshul Tuten|JAX|140.0/139.0/138.0|12.0|6|23|95/18|-|
RB|Austin Ekeler|WAS|150.0/152.0/155.0|12.0|6|30|80/40|0.08|
RB|Trey Benson|ARI|155.0/153.0/151.0|12.5|6|23|85/12|0.01|hc:james-conner
RB|Jacory Croskey-Merritt|WAS|160.0/158.0/156.0|12.5|6|24|90/12|-|
RB|Ray Davis|BUF|162.0/159.0/156.0|12.5|6|25|80/12|0.02|hc:james-cook
RB|Jerome Ford|CLE|165.0/165.0/165.0|12.5|6|26|75/25|0.06|
RB|Rico Dowdle|CAR|168.0/166.0/164.0|13.0|6|27|78/16|0.05|hc:chuba-hubbard
RB|Braelon Allen|NYJ|172.0/169.0/166.0|13.0|6|21|78/12|0.03|hc:breece-hall
RB|Jaylen Wright|MIA|175.0/173.0/171.0|13.0|6|22|70/12|0.01|inj hc:de-von-achane
RB|Blake Corum|LAR|176.0/173.0/170.0|13.0|6|24|70/10|0.01|hc:kyren-williams
RB|Isaac Guerendo|SF|180.0/178.0/176.0|13.0|6|25|70/12|0.02|hc:christian-mccaffrey
RB|Jaydon Blue|DAL|195.0/195.0/195.0|13.5|7|21|65/22|-|
RB|Dylan Sampson|CLE|198.0/198.0/198.0|13.5|7|21|62/25|-|
RB|Kareem Hunt|KC|200.0/198.0/196.0|13.5|7|30|72/15|0.04|hc:isiah-pacheco
RB|Woody Marks|HOU|205.0/205.0/205.0|14.0|7|24|60/20|-|
RB|Ollie Gordon II|MIA|210.0/208.0/206.0|14.0|7|21|55/8|-|
RB|DJ Giddens|IND|215.0/213.0/211.0|14.0|7|21|55/10|-|hc:jonathan-taylor
RB|MarShawn Lloyd|GB|218.0/216.0/214.0|14.0|7|24|55/10|-|
RB|Kendre Miller|NO|220.0/218.0/216.0|14.0|7|23|55/10|0.01|hc:alvin-kamara
RB|Justice Hill|BAL|222.0/226.0/230.0|14.0|7|27|55/30|0.07|hc:derrick-henry
RB|Elijah Mitchell|KC|230.0/228.0/226.0|14.5|7|27|48/8|-|
RB|Keaton Mitchell|BAL|235.0/232.0/229.0|14.5|7|23|48/8|-|
RB|Miles Sanders|DAL|240.0/238.0/236.0|14.5|7|28|50/15|0.03|
RB|Zamir White|LV|242.0/240.0/238.0|14.5|7|25|45/6|0.01|hc:ashton-jeanty
RB|Emanuel Wilson|GB|245.0/243.0/241.0|14.5|7|26|48/6|0.01|hc:josh-jacobs
RB|Roschon Johnson|CHI|250.0/248.0/246.0|15.0|7|24|42/8|0.01|hc:d-andre-swift
RB|Audric Estime|DEN|252.0/250.0/248.0|15.0|7|22|42/4|0.01|
RB|Antonio Gibson|NE|258.0/258.0/258.0|15.0|7|27|45/18|0.05|
RB|Kenneth Gainwell|PIT|262.0/263.0/264.0|15.0|7|26|40/18|0.03|
RB|Raheem Mostert|LV|265.0/263.0/261.0|15.0|7|33|38/8|0.02|
RB|Sean Tucker|TB|268.0/267.0/266.0|15.0|7|23|38/8|0.01|
RB|Samaje Perine|CIN|270.0/272.0/274.0|15.0|7|29|34/18|0.05|hc:chase-brown
RB|Ty Chandler|MIN|275.0/273.0/271.0|15.0|7|27|32/8|0.02|
RB|Kimani Vidal|LAC|278.0/276.0/274.0|15.0|7|23|35/8|0.01|
RB|Will Shipley|PHI|280.0/278.0/276.0|15.0|7|23|30/8|-|hc:saquon-barkley
RB|Jarquez Hunter|LAR|282.0/280.0/278.0|15.0|7|22|30/6|-|
RB|Devin Singletary|NYG|285.0/284.0/283.0|15.0|7|27|32/10|0.03|
RB|Kyle Monangai|CHI|292.0/290.0/288.0|15.0|7|23|28/6|-|
RB|Brashard Smith|KC|295.0/295.0/295.0|15.0|7|22|30/15|-|
RB|Isaiah Davis|NYJ|300.0/298.0/296.0|15.0|7|23|28/8|-|
RB|Jaleel McLaughlin|DEN|305.0/304.0/303.0|15.0|7|25|26/10|0.02|
WR|Ja'Marr Chase|CIN|1.3/1.4/1.6|0.7|1|25|222/108|0.279|t100:4 sl:7564
WR|Justin Jefferson|MIN|3.8/4.5/5.4|1.2|1|26|190/100|0.298|t100:9 sl:6794
WR|CeeDee Lamb|DAL|5.5/6.2/7.1|1.4|1|26|192/105|0.265|sl:6786
WR|Puka Nacua|LAR|7.1/7.9/9.2|1.8|1|24|175/108|0.21|
WR|Malik Nabers|NYG|8.3/9.0/10.3|2.0|1|22|170/105|0.307|
WR|Amon-Ra St. Brown|DET|8.9/9.8/11.0|2.0|1|25|180/110|0.25|
WR|Nico Collins|HOU|11.2/11.8/12.6|2.4|2|26|180/88|0.24|
WR|Brian Thomas Jr.|JAX|12.4/13.2/14.0|2.5|2|22|172/84|0.23|
WR|A.J. Brown|PHI|17.2/18.0/19.5|3.0|2|28|172/80|0.28|t100:29
WR|Drake London|ATL|17.6/18.6/20.0|3.0|2|24|162/98|0.293|
WR|Ladd McConkey|LAC|21.3/22.5/24.0|3.4|2|23|150/92|0.23|
WR|Jaxon Smith-Njigba|SEA|22.6/24.0/25.5|3.5|2|23|150/96|0.24|
WR|Tee Higgins|CIN|28.2/29.0/30.5|4.0|3|26|160/80|0.22|
WR|Tyreek Hill|MIA|29.8/30.8/32.5|4.2|3|31|150/85|0.22|sl:3321
WR|Garrett Wilson|NYJ|33.2/34.5/36.0|4.5|3|25|150/92|0.26|
WR|Mike Evans|TB|33.8/34.0/34.5|4.5|3|32|162/72|0.20|
WR|Davante Adams|LAR|34.5/35.5/37.0|4.6|3|32|155/88|0.25|sl:2133
WR|Terry McLaurin|WAS|40.2/40.5/41.0|5.0|3|29|150/78|0.22|
WR|Marvin Harrison Jr.|ARI|41.0/41.5/42.0|5.2|3|23|148/72|0.22|
WR|DK Metcalf|PIT|44.0/45.0/46.0|5.4|3|27|142/72|0.21|
WR|Xavier Worthy|KC|47.0/48.0/49.5|5.6|4|22|140/75|0.16|
WR|DJ Moore|CHI|48.0/49.5/51.0|5.7|4|28|132/82|0.22|
WR|Zay Flowers|BAL|49.0/50.5/52.5|5.8|4|25|128/78|0.23|
WR|Courtland Sutton|DEN|52.0/53.0/54.5|6.0|4|29|138/76|0.25|
WR|Rashee Rice|KC|53.5/54.5/56.0|6.2|4|25|125/80|0.06|
WR|Jameson Williams|DET|54.5/55.0/55.5|6.3|4|24|135/60|0.16|
WR|Tetairoa McMillan|CAR|55.5/56.5/58.0|6.4|4|22|128/74|-|
WR|Jaylen Waddle|MIA|58.5/59.5/61.0|6.6|4|26|118/70|0.16|
WR|DeVonta Smith|PHI|59.5/60.5/62.0|6.7|4|26|120/72|0.21|
WR|Calvin Ridley|TEN|60.5/61.0/62.0|6.8|4|30|128/68|0.22|
WR|Jerry Jeudy|CLE|62.5/63.5/65.0|6.9|4|26|120/72|0.21|
WR|Jordan Addison|MIN|71.0/72.0/73.5|7.4|5|23|112/62|0.18|
WR|Chris Olave|NO|74.0/75.0/76.5|7.6|5|25|115/72|0.12|
WR|George Pickens|DAL|75.0/76.0/77.0|7.7|5|24|120/65|0.21|
WR|Jakobi Meyers|LV|76.0/77.5/79.0|7.8|5|28|115/78|0.23|
WR|Travis Hunter|JAX|77.0/78.0/79.5|8.0|5|22|110/66|-|
WR|Ricky Pearsall|SF|78.0/79.0/80.5|8.0|5|24|105/68|0.09|
WR|Khalil Shakir|BUF|89.0/90.5/92.5|8.5|5|25|100/76|0.20|
WR|Chris Godwin|TB|90.0/91.0/92.5|8.5|5|29|102/68|0.13|inj
WR|Cooper Kupp|SEA|91.0/92.0/93.5|8.7|5|32|105/68|0.19|sl:4039
WR|Deebo Samuel|WAS|92.0/92.5/93.0|8.8|5|29|110/60|0.15|
WR|Stefon Diggs|NE|93.0/94.5/96.0|8.8|5|31|100/70|0.14|
WR|Jauan Jennings|SF|98.0/99.5/101.0|9.0|6|28|100/65|0.18|
WR|Rome Odunze|CHI|99.0/100.0/101.5|9.0|6|23|105/62|0.17|
WR|Emeka Egbuka|TB|100.0/101.0/102.5|9.0|6|23|100/62|-|
WR|Jayden Reed|GB|101.0/102.0/103.5|9.0|6|25|105/58|0.14|
WR|Matthew Golden|GB|102.0/103.0/104.5|9.0|6|22|95/55|-|
WR|Josh Downs|IND|103.0/104.5/106.0|9.0|6|24|95/70|0.20|
WR|Michael Pittman Jr.|IND|110.0/111.0/112.5|9.5|6|27|98/66|0.19|
WR|Keon Coleman|BUF|125.0/126.0/127.5|10.5|6|22|88/48|0.10|
WR|Brandon Aiyuk|SF|138.0/139.0/140.0|11.0|6|27|80/45|0.11|inj
WR|Darnell Mooney|ATL|145.0/146.0/147.0|11.5|6|27|88/55|0.18|inj
WR|Rashid Shaheed|NO|142.0/143.0/144.0|11.0|6|27|88/48|0.10|
WR|Luther Burden III|CHI|148.0/149.0/150.0|11.5|6|21|78/48|-|
WR|Keenan Allen|LAC|150.0/151.5/153.0|12.0|7|33|85/65|0.22|
WR|Marquise Brown|KC|158.0/159.0/160.0|12.0|7|28|82/55|0.02|
WR|Jayden Higgins|HOU|165.0/166.0/167.0|12.0|7|22|75/48|-|
WR|Marvin Mims Jr.|DEN|168.0/169.0/170.0|12.5|7|23|78/48|0.08|
WR|Quentin Johnston|LAC|170.0/171.0/172.0|12.5|7|23|82/50|0.16|
WR|Wan'Dale Robinson|NYG|180.0/181.5/183.0|13.0|7|24|70/68|0.20|
WR|Romeo Doubs|GB|185.0/186.0/187.0|13.0|7|25|75/50|0.15|
WR|Christian Kirk|HOU|190.0/191.0/192.0|13.0|7|28|70/50|0.14|
WR|Adam Thielen|CAR|198.0/199.0/200.0|13.5|7|35|72/55|0.16|
WR|Xavier Legette|CAR|205.0/206.0/207.0|13.5|7|24|70/48|0.14|
WR|Rashod Bateman|BAL|208.0/208.5/209.0|13.5|7|25|72/40|0.14|
WR|DeAndre Hopkins|BAL|212.0/213.0/214.0|14.0|7|33|62/42|0.14|
WR|Alec Pierce|IND|218.0/218.5/219.0|14.0|7|25|70/35|0.11|
WR|Cedric Tillman|CLE|222.0/223.0/224.0|14.0|7|25|62/40|0.08|
WR|DeMario Douglas|NE|228.0/229.5/231.0|14.0|7|25|55/55|0.15|
WR|Elic Ayomanor|TEN|230.0/231.0/232.0|14.0|7|22|58/40|-|
WR|Tre Harris|LAC|232.0/233.0/234.0|14.0|7|23|55/38|-|
WR|Troy Franklin|DEN|234.0/235.0/236.0|14.0|7|22|55/35|0.05|
WR|Calvin Austin III|PIT|238.0/239.0/240.0|14.5|7|26|58/38|0.11|
WR|Kyle Williams|NE|240.0/241.0/242.0|14.5|7|22|52/35|-|
WR|Jalen McMillan|TB|242.0/243.0/244.0|14.5|7|24|50/30|0.09|inj
WR|Tre Tucker|LV|246.0/247.0/248.0|14.5|8|24|55/40|0.12|
WR|Jaylin Noel|HOU|248.0/249.0/250.0|14.5|8|23|48/35|-|
WR|Adonai Mitchell|IND|250.0/251.0/252.0|14.5|8|22|50/32|0.06|
WR|Dontayvion Wicks|GB|252.0/253.0/254.0|14.5|8|24|50/32|0.12|
WR|Jalen Coker|CAR|254.0/255.0/256.0|15.0|8|23|50/32|0.07|inj
WR|Dyami Brown|JAX|256.0/257.0/258.0|15.0|8|25|52/34|0.07|
WR|Tyler Lockett|TEN|260.0/261.0/262.0|15.0|8|32|50/38|0.09|
WR|Joshua Palmer|BUF|262.0/263.0/264.0|15.0|8|25|50/34|0.11|
WR|Jack Bech|LV|265.0/266.0/267.0|15.0|8|22|45/32|-|
WR|JuJu Smith-Schuster|KC|268.0/269.0/270.0|15.0|8|28|42/32|0.06|
WR|Michael Wilson|ARI|270.0/271.0/272.0|15.0|8|25|48/40|0.13|
WR|Jalen Tolbert|DAL|272.0/273.0/274.0|15.0|8|26|48/35|0.13|
WR|KaVontae Turpin|DAL|278.0/279.0/280.0|15.0|8|29|45/28|0.06|
WR|Darius Slayton|NYG|280.0/281.0/282.0|15.0|8|28|42/30|0.12|
WR|Malik Washington|MIA|284.0/285.0/286.0|15.0|8|24|38/32|0.03|
WR|Tutu Atwell|LAR|288.0/289.0/290.0|15.0|8|25|38/28|0.08|
WR|Jalen Nailor|MIN|290.0/291.0/292.0|15.0|8|26|40/25|0.06|
WR|Andrei Iosivas|CIN|292.0/293.0/294.0|15.0|8|25|40/28|0.08|
WR|Pat Bryant|DEN|296.0/297.0/298.0|15.0|8|22|35/22|-|
WR|Ray-Ray McCloud III|ATL|298.0/299.0/300.0|15.0|8|28|38/40|0.12|
TE|Brock Bowers|LV|16.0/17.0/18.5|2.8|1|22|150/100|0.25|
TE|Trey McBride|ARI|24.0/25.5/27.5|3.6|1|25|138/100|0.26|
TE|George Kittle|SF|36.0/37.0/38.5|4.6|2|31|142/72|0.19|
TE|Sam LaPorta|DET|51.0/52.0/53.5|6.0|2|24|118/68|0.14|
TE|Travis Kelce|KC|63.0/64.5/66.0|7.0|3|35|105/80|0.19|sl:1466
TE|Mark Andrews|BAL|72.0/72.5/73.0|7.5|3|29|112/52|0.14|
TE|T.J. Hockenson|MIN|73.0/74.0/75.5|7.5|3|28|105/70|0.12|
TE|Tucker Kraft|GB|94.0/95.0/96.0|8.8|4|24|98/55|0.13|
TE|Evan Engram|DEN|95.0/96.5/98.0|8.8|4|31|88/65|0.14|
TE|David Njoku|CLE|96.0/97.5/99.0|8.8|4|29|92/65|0.16|
TE|Dallas Goedert|PHI|108.0/109.0/110.5|9.5|4|30|85/55|0.13|
TE|Tyler Warren|IND|115.0/116.0/117.5|10.0|4|23|85/58|-|
TE|Dalton Kincaid|BUF|125.0/126.0/127.5|10.5|5|26|75/52|0.12|
TE|Jake Ferguson|DAL|130.0/131.0/132.5|11.0|5|26|75/62|0.13|
TE|Kyle Pitts|ATL|138.0/139.0/140.5|11.0|5|24|72/50|0.11|
TE|Colston Loveland|CHI|145.0/146.0/147.0|11.5|5|21|70/48|-|
TE|Hunter Henry|NE|150.0/151.0/152.5|12.0|5|30|72/58|0.18|
TE|Jonnu Smith|PIT|155.0/156.0/157.5|12.0|5|30|70/58|0.18|
TE|Zach Ertz|WAS|175.0/176.0/177.5|13.0|6|34|68/55|0.17|
TE|Dalton Schultz|HOU|180.0/181.0/182.5|13.0|6|29|60/55|0.14|
TE|Isaiah Likely|BAL|185.0/185.5/186.0|13.0|6|25|60/38|0.10|inj
TE|Pat Freiermuth|PIT|190.0/191.0/192.0|13.0|6|26|55/45|0.16|
TE|Cole Kmet|CHI|200.0/201.0/202.0|13.5|6|26|50/38|0.10|
TE|Brenton Strange|JAX|205.0/206.0/207.0|13.5|6|24|52/42|0.07|
TE|Chig Okonkwo|TEN|220.0/221.0/222.0|14.0|6|26|48/45|0.12|
TE|Mason Taylor|NYJ|225.0/226.0/227.0|14.0|6|21|48/42|-|
TE|Juwan Johnson|NO|230.0/231.0/232.0|14.0|6|28|50/40|0.10|
TE|Darren Waller|MIA|240.0/240.5/241.0|14.5|6|32|50/35|-|
TE|Theo Johnson|NYG|250.0/251.0/252.0|14.5|7|24|45/35|0.07|
TE|Cade Otton|TB|255.0/256.0/257.0|15.0|7|26|45/42|0.11|
TE|Tyler Higbee|LAR|260.0/261.0/262.0|15.0|7|32|40/32|0.03|
TE|Mike Gesicki|CIN|270.0/271.0/272.0|15.0|7|29|42/40|0.11|
TE|Harold Fannin Jr.|CLE|280.0/281.0/282.0|15.0|7|21|35/30|-|
TE|Elijah Arroyo|SEA|290.0/291.0/292.0|15.0|7|22|32/25|-|
TE|AJ Barner|SEA|295.0/296.0/297.0|15.0|7|23|32/28|0.05|
K|Brandon Aubrey|DAL|150|12.0|1|30|155|-|
K|Jake Bates|DET|160|12.0|1|26|148|-|
K|Cameron Dicker|LAC|163|12.0|1|25|150|-|
K|Ka'imi Fairbairn|HOU|168|12.5|1|31|145|-|
K|Chris Boswell|PIT|170|12.5|1|34|146|-|
K|Tyler Bass|BUF|180|13.0|2|28|138|-|
K|Harrison Butker|KC|182|13.0|2|30|140|-|
K|Wil Lutz|DEN|185|13.0|2|31|140|-|
K|Jake Elliott|PHI|188|13.0|2|30|136|-|
K|Chase McLaughlin|TB|190|13.0|2|29|138|-|
K|Evan McPherson|CIN|195|13.5|2|26|135|-|
K|Tyler Loop|BAL|200|13.5|2|24|134|-|
K|Jason Sanders|MIA|205|14.0|3|30|132|-|
K|Cairo Santos|CHI|208|14.0|3|33|130|-|
K|Brandon McManus|GB|210|14.0|3|34|130|-|
K|Jason Myers|SEA|212|14.0|3|34|128|-|
K|Matt Gay|WAS|215|14.0|3|31|130|-|
K|Younghoe Koo|ATL|218|14.0|3|31|128|-|
K|Jake Moody|SF|220|14.5|3|26|126|-|
K|Chad Ryland|ARI|225|14.5|3|26|125|-|
K|Will Reichard|MIN|228|14.5|3|24|126|-|
K|Cam Little|JAX|232|14.5|3|22|124|-|
K|Daniel Carlson|LV|235|14.5|3|30|124|-|
K|Joshua Karty|LAR|240|15.0|3|23|122|-|
K|Andres Borregales|NE|245|15.0|3|22|120|-|
K|Graham Gano|NYG|250|15.0|3|38|118|-|
K|Blake Grupe|NO|255|15.0|3|26|118|-|
K|Spencer Shrader|IND|258|15.0|3|24|118|-|
K|Joey Slye|TEN|262|15.0|3|29|115|-|
K|Ryan Fitzgerald|CAR|265|15.0|3|25|114|-|
K|Andre Szmyt|CLE|270|15.0|3|24|112|-|
K|Nick Folk|NYJ|275|15.0|3|40|115|-|
DEF||DEN|140|12.0|1|0|135|-|
DEF||PHI|146|12.0|1|0|130|-|
DEF||PIT|150|12.0|1|0|128|-|
DEF||HOU|154|12.0|1|0|126|-|
DEF||BAL|158|12.5|1|0|124|-|
DEF||MIN|162|12.5|2|0|122|-|
DEF||BUF|166|12.5|2|0|120|-|
DEF||KC|170|13.0|2|0|118|-|
DEF||DET|174|13.0|2|0|118|-|
DEF||LAC|178|13.0|2|0|116|-|
DEF||SEA|182|13.0|2|0|114|-|
DEF||GB|186|13.5|2|0|114|-|
DEF||NYJ|190|13.5|3|0|112|-|
DEF||SF|194|13.5|3|0|110|-|
DEF||CLE|198|14.0|3|0|108|-|
DEF||LAR|202|14.0|3|0|108|-|
DEF||ARI|206|14.0|3|0|106|-|
DEF||WAS|210|14.0|3|0|106|-|
DEF||TB|214|14.5|3|0|104|-|
DEF||MIA|218|14.5|3|0|104|-|
DEF||IND|222|14.5|3|0|102|-|
DEF||NYG|226|14.5|3|0|102|-|
DEF||CHI|230|15.0|3|0|100|-|
DEF||NE|234|15.0|3|0|100|-|
DEF||CIN|238|15.0|4|0|98|-|
DEF||DAL|242|15.0|4|0|98|-|
DEF||ATL|246|15.0|4|0|96|-|
DEF||JAX|250|15.0|4|0|94|-|
DEF||LV|254|15.0|4|0|94|-|
DEF||NO|258|15.0|4|0|92|-|
DEF||CAR|262|15.0|4|0|88|-|
DEF||TEN|266|15.0|4|0|88|-|
`;

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function triple(text: string): [number, number, number] {
  const parts = text.split('/').map(Number);
  const [a, b = a, c = b] = parts as [number, number?, number?];
  return [a, b, c];
}

function expand(line: string): Player {
  const [pos, rawName, team, adpText, sd, tier, age, projText, share, flagText = ''] = line.split('|') as string[];
  const position = pos as Position;
  const teamInfo = nflTeam(team!);
  if (!teamInfo) throw new Error(`unknown team in row: ${line}`);
  const name = position === 'DEF' ? `${teamInfo.name} D/ST` : rawName!;
  const id = position === 'DEF' ? `def-${teamInfo.abbr.toLowerCase()}` : playerSlug(name);
  const [ppr, half, std] = triple(adpText!);
  const [stdPoints, receptions = 0] = projText!.split('/').map(Number) as [number, number?];
  const flags = flagText.split(' ').filter(Boolean);
  const flag = (prefix: string): string | null => flags.find((f) => f.startsWith(prefix))?.slice(prefix.length) ?? null;
  const handcuffOf = flag('hc:');
  const top100 = flag('t100:');
  return {
    id,
    name,
    position,
    team: teamInfo.abbr,
    adp: { ppr, half, std },
    adpStdDev: Number(sd),
    projection: { ppr: round1(stdPoints + receptions), half: round1(stdPoints + receptions / 2), std: round1(stdPoints) },
    tier: Number(tier),
    byeWeek: teamInfo.byeWeek,
    age: Number(age),
    isHandcuff: handcuffOf !== null,
    handcuffOf,
    targetShare: share === '-' ? null : Number(share),
    isInjured: flags.includes('inj'),
    imageUrl: null,
    nflTop100Rank: top100 === null ? null : Number(top100),
    // Sleeper's id for a team defense is the team abbreviation.
    sleeperId: position === 'DEF' ? teamInfo.abbr : flag('sl:'),
  };
}

const players = ROWS.trim()
  .split('\n')
  .map(expand)
  .sort((a, b) => a.adp.ppr - b.adp.ppr || a.name.localeCompare(b.name));

// One player per line keeps the data file reviewable in diffs.
const body = players.map((p) => `    ${JSON.stringify(p)}`).join(',\n');
const json = `{\n  "season": ${SNAPSHOT.season},\n  "snapshotDate": ${JSON.stringify(SNAPSHOT.snapshotDate)},\n  "source": ${JSON.stringify(SNAPSHOT.source)},\n  "players": [\n${body}\n  ]\n}\n`;
const out = join(__dirname, '..', 'src', 'data', 'pool-2025.json');
writeFileSync(out, json);
process.stdout.write(`wrote ${players.length} players to ${out}\n`);
