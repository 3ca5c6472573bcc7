import type { Player, Position } from '@draftmode/domain';

/**
 * Test pool: the first ~200 rows (plus 14 K and 14 DEF) of the 2018 historical season —
 * name | position | consensus ADP | actual full-PPR points, used here as the projection in every
 * format. Bye weeks are spread deterministically over weeks 4–14. Test-only (excluded from the
 * library build).
 */
const ROWS = `
Todd Gurley II|RB|1.0|372.1
Le'Veon Bell|RB|2.4|0.0
David Johnson|RB|2.6|246.6
Ezekiel Elliott|RB|4.0|329.1
Antonio Brown|WR|5.2|323.7
Alvin Kamara|RB|6.2|354.2
Saquon Barkley|RB|6.6|385.8
DeAndre Hopkins|WR|8.8|333.5
Leonard Fournette|RB|10.0|120.4
Kareem Hunt|RB|10.2|230.2
Odell Beckham Jr.|WR|11.0|230.3
Melvin Gordon III|RB|11.2|275.5
Julio Jones|WR|12.6|325.9
Dalvin Cook|RB|14.2|152.0
Christian McCaffrey|RB|14.8|385.5
Michael Thomas|WR|15.8|315.5
Keenan Allen|WR|16.4|260.1
Davante Adams|WR|18.8|329.6
Devonta Freeman|RB|19.2|14.1
A.J. Green|WR|20.2|149.4
Rob Gronkowski|TE|20.6|131.2
Mike Evans|WR|23.4|284.4
Jordan Howard|RB|23.6|180.0
Joe Mixon|RB|23.8|243.4
Travis Kelce|TE|26.6|294.6
LeSean McCoy|RB|26.8|127.2
Tyreek Hill|WR|26.8|328.0
Aaron Rodgers|QB|28.2|312.6
T.Y. Hilton|WR|28.2|239.0
Stefon Diggs|WR|29.8|266.3
Adam Thielen|WR|31.8|307.3
Larry Fitzgerald|WR|33.6|185.7
Kenyan Drake|RB|34.4|206.2
Amari Cooper|WR|34.6|215.5
Zach Ertz|TE|35.0|280.3
Doug Baldwin|WR|37.0|141.8
Alex Collins|RB|37.4|108.6
Jarvis Landry|WR|38.4|217.1
Royce Freeman|RB|41.2|101.3
Derrick Henry|RB|42.2|200.7
Demaryius Thomas|WR|43.2|156.7
Jay Ajayi|RB|43.8|43.4
JuJu Smith-Schuster|WR|44.0|296.9
Brandin Cooks|WR|45.4|243.2
Golden Tate|WR|45.8|182.9
Lamar Miller|RB|46.8|172.6
Tom Brady|QB|47.8|280.3
Deshaun Watson|QB|47.8|331.7
Allen Robinson II|WR|48.0|153.3
Josh Gordon|WR|48.6|138.7
Mark Ingram II|RB|52.2|142.5
Russell Wilson|QB|54.4|298.4
Jimmy Graham|TE|54.4|130.6
Marvin Jones Jr.|WR|54.8|115.8
Chris Hogan|WR|55.0|106.2
Greg Olsen|TE|56.4|80.1
Dion Lewis|RB|56.4|160.7
Marshawn Lynch|RB|61.4|79.0
Cam Newton|QB|63.4|282.6
Corey Davis|WR|63.6|183.6
Carlos Hyde|RB|65.8|98.4
Michael Crabtree|WR|66.4|132.7
Evan Engram|TE|66.4|126.3
Marquise Goodwin|WR|67.0|87.4
Emmanuel Sanders|WR|67.0|198.2
Rex Burkhead|RB|69.8|49.7
Drew Brees|QB|71.4|304.0
Tevin Coleman|RB|71.8|193.6
Julian Edelman|WR|72.2|207.4
Delanie Walker|TE|73.0|9.2
Alshon Jeffery|WR|73.4|185.3
Kyle Rudolph|TE|77.2|151.4
Kerryon Johnson|RB|77.8|139.4
Jamaal Williams|RB|78.0|114.3
William Fuller V|WR|79.8|106.3
Sammy Watkins|WR|80.2|115.1
Carson Wentz|QB|81.2|192.7
Robert Woods|WR|82.4|265.6
Sony Michel|RB|82.8|139.1
Devin Funchess|WR|82.8|122.9
Rashaad Penny|RB|83.6|70.4
Jordan Reed|TE|84.6|119.8
Cooper Kupp|WR|85.0|135.1
Trey Burton|TE|85.6|147.1
Tarik Cohen|RB|85.6|233.9
Jacksonville Jaguars|DEF|86.0|109.0
Duke Johnson Jr.|RB|86.6|132.0
Kirk Cousins|QB|88.0|282.1
Jamison Crowder|WR|88.4|82.8
Robbie Chosen|WR|89.8|156.4
Chris Carson|RB|90.4|201.4
Andrew Luck|QB|92.0|326.9
Pierre Garcon|WR|92.6|58.6
Jordy Nelson|WR|93.2|156.7
Isaiah Crowell|RB|94.8|140.7
Matthew Stafford|QB|97.0|212.2
Randall Cobb|WR|99.4|86.3
Ben Roethlisberger|QB|100.6|340.9
Nelson Agholor|WR|102.0|165.4
Marlon Mack|RB|104.8|178.1
Los Angeles Rams|DEF|104.8|149.0
Jimmy Garoppolo|QB|105.2|48.0
Sterling Shepard|WR|105.6|182.5
Peyton Barber|RB|106.4|150.3
Matt Ryan|QB|107.0|354.0
Jack Doyle|TE|108.6|60.5
Chris Thompson|RB|109.0|91.6
Philip Rivers|QB|109.0|285.0
Minnesota Vikings|DEF|112.0|125.0
Pharoh Cooper|WR|112.0|0.0
Ronald Jones II|RB|112.4|20.7
David Njoku|TE|112.6|143.9
Kelvin Benjamin|WR|113.8|69.0
Philadelphia Eagles|DEF|114.0|97.0
Kenny Stills|WR|115.8|134.4
James White|RB|116.0|276.6
Aaron Jones|RB|116.8|171.4
Patrick Mahomes II|QB|120.8|417.1
Jared Goff|QB|121.0|310.3
DeVante Parker|WR|125.2|60.9
Allen Hurns|WR|125.2|61.5
Adrian Peterson|RB|125.4|189.0
Nick Chubb|RB|127.4|194.5
C.J. Anderson|RB|130.2|67.4
Baltimore Ravens|DEF|132.8|126.0
Los Angeles Chargers|DEF|132.8|109.0
Greg Zuerlein|K|134.2|128.0
Alex Smith|QB|134.4|138.0
Matt Breida|RB|134.8|162.5
Calvin Ridley|WR|135.6|206.8
Stephen Gostkowski|K|136.2|138.0
Keelan Cole Sr.|WR|136.4|89.1
George Kittle|TE|136.8|258.7
Ty Montgomery II|RB|137.2|71.3
Marcus Mariota|QB|137.4|174.9
Tyler Eifert|TE|137.4|38.9
Houston Texans|DEF|138.3|147.0
Derek Carr|QB|138.4|215.8
DJ Moore|WR|139.0|157.0
Devontae Booker|RB|141.0|87.8
Giovani Bernard|RB|141.4|95.9
Dak Prescott|QB|141.8|285.9
Justin Tucker|K|142.2|160.0
Bilal Powell|RB|142.4|60.3
Latavius Murray|RB|142.6|131.9
Michael Gallup|WR|144.2|97.7
Kenny Golladay|WR|144.6|207.1
Corey Clement|RB|144.8|81.1
Alfred Morris|RB|145.0|68.1
O.J. Howard|TE|147.8|120.5
Josh Doctson|WR|148.2|109.2
Tyler Lockett|WR|150.0|222.4
Alex Erickson|WR|151.0|36.9
Denver Broncos|DEF|151.5|126.0
Cameron Meredith|WR|153.0|24.4
Theo Riddick|RB|154.4|116.5
Marqise Lee|WR|156.0|0.0
Mohamed Sanu Sr.|WR|158.0|182.4
Ryan Switzer|WR|160.0|69.4
Austin Seferian-Jenkins|TE|161.3|26.0
Dez Bryant|WR|161.5|0.0
LeGarrette Blount|RB|162.0|86.5
Rishard Matthews|WR|163.3|7.4
New Orleans Saints|DEF|164.3|110.0
D'Onta Foreman|RB|164.3|10.7
Jameis Winston|QB|164.5|195.8
Jordan Wilkins|RB|165.8|60.1
Anthony Miller|WR|166.0|120.2
Chris Godwin|WR|166.6|185.2
DeSean Jackson|WR|168.3|151.3
Dede Westbrook|WR|168.5|173.5
James Conner|RB|169.2|279.7
Chicago Bears|DEF|169.8|190.0
Jared Cook|TE|171.0|193.6
Paul Richardson Jr.|WR|171.3|59.1
New England Patriots|DEF|171.8|131.0
John Brown|WR|173.2|143.9
Doug Martin|RB|173.3|119.9
Pittsburgh Steelers|DEF|175.3|113.0
Eric Ebron|TE|175.5|222.2
Mitch Trubisky|QB|175.8|263.0
Cameron Brate|TE|175.8|92.9
Wil Lutz|K|176.4|151.0
Eli Manning|QB|176.5|240.0
Mike Williams|WR|177.2|180.2
Matt Bryant|K|178.2|0.0
Chris Boswell|K|178.6|93.1
Harrison Butker|K|179.4|147.0
Jake Elliott|K|185.4|122.0
Robbie Gould|K|194.4|139.0
Matt Prater|K|202.2|129.3
Mason Crosby|K|209.2|145.0
Daniel Carlson|K|223.8|90.0
Graham Gano|K|239.8|82.0
Ryan Succop|K|240.0|117.0
Carolina Panthers|DEF|179.3|90.0
Arizona Cardinals|DEF|199.3|101.0
`;

/** A player with neutral defaults, overridable per field. */
export function makePlayer(overrides: Partial<Player> & { id: string; position: Position }): Player {
  return {
    name: overrides.id,
    team: 'FA',
    adp: { ppr: 100, half: 100, std: 100 },
    adpStdDev: 0,
    projection: { ppr: 100, half: 100, std: 100 },
    tier: 0,
    byeWeek: 0,
    age: 25,
    isHandcuff: false,
    handcuffOf: null,
    targetShare: null,
    isInjured: false,
    imageUrl: null,
    nflTop100Rank: null,
    sleeperId: null,
    ...overrides,
  };
}

let cached: Player[] | null = null;

/** The test pool (same array every call, so grading caches apply). */
export function testPool(): Player[] {
  cached ??= ROWS.trim()
    .split('\n')
    .map((line, i) => {
      const [name = '', position = 'WR', adp = '999', points = '0'] = line.split('|');
      return makePlayer({
        id: `p${i + 1}`,
        name,
        position: position as Position,
        adp: { ppr: Number(adp), half: Number(adp), std: Number(adp) },
        projection: { ppr: Number(points), half: Number(points), std: Number(points) },
        byeWeek: 4 + (i % 11),
      });
    });
  return cached;
}
