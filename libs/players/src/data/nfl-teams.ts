import type { NflTeam } from '@draftmode/domain';

/**
 * The 32 NFL teams with their primary colour and 2025 bye week.
 *
 * Bye weeks are the published 2025 schedule (weeks 5–12 and 14; no byes in week 13).
 */
export const NFL_TEAMS: readonly NflTeam[] = Object.freeze([
  { abbr: 'ARI', name: 'Arizona Cardinals', primaryColor: '#97233F', byeWeek: 8 },
  { abbr: 'ATL', name: 'Atlanta Falcons', primaryColor: '#A71930', byeWeek: 5 },
  { abbr: 'BAL', name: 'Baltimore Ravens', primaryColor: '#241773', byeWeek: 7 },
  { abbr: 'BUF', name: 'Buffalo Bills', primaryColor: '#00338D', byeWeek: 7 },
  { abbr: 'CAR', name: 'Carolina Panthers', primaryColor: '#0085CA', byeWeek: 14 },
  { abbr: 'CHI', name: 'Chicago Bears', primaryColor: '#0B162A', byeWeek: 5 },
  { abbr: 'CIN', name: 'Cincinnati Bengals', primaryColor: '#FB4F14', byeWeek: 10 },
  { abbr: 'CLE', name: 'Cleveland Browns', primaryColor: '#311D00', byeWeek: 9 },
  { abbr: 'DAL', name: 'Dallas Cowboys', primaryColor: '#003594', byeWeek: 10 },
  { abbr: 'DEN', name: 'Denver Broncos', primaryColor: '#FB4F14', byeWeek: 12 },
  { abbr: 'DET', name: 'Detroit Lions', primaryColor: '#0076B6', byeWeek: 8 },
  { abbr: 'GB', name: 'Green Bay Packers', primaryColor: '#203731', byeWeek: 5 },
  { abbr: 'HOU', name: 'Houston Texans', primaryColor: '#03202F', byeWeek: 6 },
  { abbr: 'IND', name: 'Indianapolis Colts', primaryColor: '#002C5F', byeWeek: 11 },
  { abbr: 'JAX', name: 'Jacksonville Jaguars', primaryColor: '#006778', byeWeek: 8 },
  { abbr: 'KC', name: 'Kansas City Chiefs', primaryColor: '#E31837', byeWeek: 10 },
  { abbr: 'LV', name: 'Las Vegas Raiders', primaryColor: '#000000', byeWeek: 8 },
  { abbr: 'LAC', name: 'Los Angeles Chargers', primaryColor: '#0080C6', byeWeek: 12 },
  { abbr: 'LAR', name: 'Los Angeles Rams', primaryColor: '#003594', byeWeek: 8 },
  { abbr: 'MIA', name: 'Miami Dolphins', primaryColor: '#008E97', byeWeek: 12 },
  { abbr: 'MIN', name: 'Minnesota Vikings', primaryColor: '#4F2683', byeWeek: 6 },
  { abbr: 'NE', name: 'New England Patriots', primaryColor: '#002244', byeWeek: 14 },
  { abbr: 'NO', name: 'New Orleans Saints', primaryColor: '#D3BC8D', byeWeek: 11 },
  { abbr: 'NYG', name: 'New York Giants', primaryColor: '#0B2265', byeWeek: 14 },
  { abbr: 'NYJ', name: 'New York Jets', primaryColor: '#125740', byeWeek: 9 },
  { abbr: 'PHI', name: 'Philadelphia Eagles', primaryColor: '#004C54', byeWeek: 9 },
  { abbr: 'PIT', name: 'Pittsburgh Steelers', primaryColor: '#FFB612', byeWeek: 5 },
  { abbr: 'SF', name: 'San Francisco 49ers', primaryColor: '#AA0000', byeWeek: 14 },
  { abbr: 'SEA', name: 'Seattle Seahawks', primaryColor: '#002244', byeWeek: 8 },
  { abbr: 'TB', name: 'Tampa Bay Buccaneers', primaryColor: '#D50A0A', byeWeek: 9 },
  { abbr: 'TEN', name: 'Tennessee Titans', primaryColor: '#0C2340', byeWeek: 10 },
  { abbr: 'WAS', name: 'Washington Commanders', primaryColor: '#5A1414', byeWeek: 12 },
].map((team) => Object.freeze(team)));

const BY_ABBR: ReadonlyMap<string, NflTeam> = new Map(NFL_TEAMS.map((team) => [team.abbr, team]));

// Cheat sheets and older feeds still use retired or site-specific codes; map them so an
// import does not reject a row just because the source spells the team differently.
const TEAM_ALIASES: Readonly<Record<string, string>> = {
  ARZ: 'ARI',
  BLT: 'BAL',
  CLV: 'CLE',
  GNB: 'GB',
  GBP: 'GB',
  HST: 'HOU',
  JAC: 'JAX',
  KAN: 'KC',
  KCC: 'KC',
  LA: 'LAR',
  LVR: 'LV',
  OAK: 'LV',
  SD: 'LAC',
  STL: 'LAR',
  NWE: 'NE',
  NEP: 'NE',
  NOR: 'NO',
  NOS: 'NO',
  SFO: 'SF',
  TAM: 'TB',
  TBB: 'TB',
  WSH: 'WAS',
  WFT: 'WAS',
};

/** The team with abbreviation `abbr` (case-insensitive, common aliases such as 'JAC' or 'WSH' accepted), or undefined. */
export function nflTeam(abbr: string): NflTeam | undefined {
  const upper = abbr.trim().toUpperCase();
  return BY_ABBR.get(TEAM_ALIASES[upper] ?? upper);
}

/**
 * The canonical abbreviation for a team code as written by some source, 'FA' for a free agent
 * (empty, 'FA' or 'FA*'), or null when the code is not an NFL team.
 */
export function normalizeTeamAbbr(input: string | null | undefined): string | null {
  const trimmed = (input ?? '').trim().toUpperCase();
  if (trimmed === '' || trimmed === 'FA' || trimmed === 'FA*') return 'FA';
  return nflTeam(trimmed)?.abbr ?? null;
}

// Names older exports (and other seasons' files) still use, and the short city forms
// cheat sheets write, keyed like squash(); the value is the team's abbreviation today.
const FORMER_NAMES: Readonly<Record<string, string>> = {
  oaklandraiders: 'LV',
  oakland: 'LV',
  sandiegochargers: 'LAC',
  sandiego: 'LAC',
  stlouisrams: 'LAR',
  stlouis: 'LAR',
  washingtonredskins: 'WAS',
  redskins: 'WAS',
  washingtonfootballteam: 'WAS',
  footballteam: 'WAS',
  larams: 'LAR',
  lachargers: 'LAC',
  nyjets: 'NYJ',
  nygiants: 'NYG',
};

/**
 * The team whose full name, city or nickname is `text` ('Kansas City Chiefs', 'Chiefs', 'Kansas
 * City'), or a former name ('Oakland Raiders', 'Washington Redskins'), used to resolve defense rows
 * that name the team instead of giving its abbreviation.
 */
export function nflTeamByName(text: string): NflTeam | undefined {
  const wanted = squash(text);
  if (wanted === '') return undefined;
  const former = FORMER_NAMES[wanted];
  if (former) return nflTeam(former);
  for (const team of NFL_TEAMS) {
    const nickname = team.name.split(' ').slice(-1)[0] ?? '';
    const city = team.name.slice(0, team.name.length - nickname.length);
    // City alone is ambiguous for New York and Los Angeles, so only the nickname or full name count there.
    const cityCounts = !/^(new york|los angeles)/i.test(team.name);
    if (squash(team.name) === wanted || squash(nickname) === wanted || (cityCounts && squash(city) === wanted)) return team;
  }
  return undefined;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}
