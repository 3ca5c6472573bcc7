import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './shared-data';

/**
 * Real ESPN fantasy API answers recorded by other projects, read from the shared data folder at
 * test time (platforms/SOURCES.md, rows 49–62), as ESPN sent them (re-indented by whoever saved
 * them). A missing file fails the test that reads it.
 */
function read(folder: string, file: string): unknown {
  return JSON.parse(readFileSync(join(sharedDataDir(), 'platforms', 'espn', folder, file), 'utf8'));
}

const CWENDT_2019 = 'cwendt94__espn-api@2a560f2';
const CWENDT_2021 = 'cwendt94__espn-api@21e3289';

/** Row 54: "FXBG League" 368876, 2018, view mSettings: 10 teams, an OFFLINE draft, PPR with 6-point passing TDs. */
export const fxbgSettings2018 = () => read(CWENDT_2019, 'league_settings_2018.json');
/** Row 56: the same league's mTeam (member ids scrambled by the maintainer): team ids 1–11 without 6. */
export const fxbgTeams2018 = () => read(CWENDT_2019, 'league_team_2018.json');
/** Row 49: the same league's mDraftDetail: 150 picks, pick order 2, 8, 1, 9, 4, 3, 10, 5, 7, 11. */
export const fxbgDraft2018 = () => read(CWENDT_2021, 'league_draft_2018.json');
/** Row 55: "FXBG Crew", 2015 (leagueHistory: a list of one), mSettings: 8 teams, snake, yards scored in blocks. */
export const fxbgSettings2015 = () => read(CWENDT_2019, 'league_settings_2015.json');
/** Row 50: the 2015 mDraftDetail (a list of one): 128 picks. */
export const fxbgDraft2015 = () => read(CWENDT_2021, 'league_draft_2015.json');
/** Row 51: `seasons/2018/players?view=players_wl`: 2506 players, D/STs and head coaches with negative ids. */
export const espnPlayers2018 = () => read(CWENDT_2021, 'league_players_2018.json');
/** Row 58: "Slamma Jamma Football" 684262176, 2021, mSettings: 10 teams, snake, PPR, an IR spot. */
export const slammaJammaSettings = () => read('joco00__fantasy_football@716e33a', 'mSettings.json');
/** Row 59: the same league's kona_player_info: 50 players wrapped as `{ id, player }`. */
export const slammaJammaPlayers = () => read('joco00__fantasy_football@716e33a', 'kona_player_info.json');
/** Row 62: ESPN's league defaults 3, "FFL PPR Scoring", 2026, mSettings: what a new PPR league gets. */
export const espnPprDefaults2026 = () => read('tmac006__Fantasy-Engine-Open@7ee8fa8', 'espn_leaguedefault_msettings.json');
/** Row 61: league 1776617, 2021, views mTeam, mRoster and mMatchup: 14 teams, member ids as ESPN sent them. */
export const league1776617Teams2021 = () => read('tgrober__fantasy-football-app@6334cbf', 'seasonResult2021.json');

/**
 * Row 49 as ESPN answers it while the draft runs, after `made` picks: the whole board laid out, a
 * pick not made yet with player id −1 (as a 2026 live test saw it: Johnor12/2026_redraft's
 * draft_pipeline/README.md), `inProgress` until the last pick, then the recording itself.
 */
export function fxbgDraft2018After(made: number): unknown {
  const body = fxbgDraft2018() as { draftDetail: { picks: { overallPickNumber: number; playerId: number }[] } & Record<string, unknown> };
  const { picks, ...detail } = body.draftDetail;
  if (made >= picks.length) return body;
  return {
    ...body,
    draftDetail: {
      ...detail,
      drafted: false,
      inProgress: made > 0,
      completeDate: null,
      picks: picks.map((pick) => (pick.overallPickNumber <= made ? pick : { ...pick, playerId: -1 })),
    },
  };
}
