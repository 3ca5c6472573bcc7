import type { StatLine } from './scoring';

/** A fantasy position. Defense is `DEF` everywhere (some sources call it `DST`). */
export type Position = 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF';
export const POSITIONS: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];

/** League scoring as the user picks it: 'PPR (Full Point)', 'Half PPR' or 'Standard'. */
export type ScoringFormat = 'PPR' | 'Half-PPR' | 'Standard';
export const SCORING_FORMATS: readonly ScoringFormat[] = ['PPR', 'Half-PPR', 'Standard'];
export const SCORING_FORMAT_LABELS: Record<ScoringFormat, string> = {
  PPR: 'PPR (Full Point)',
  'Half-PPR': 'Half PPR',
  Standard: 'Standard',
};

/** Key under which per-format figures (ADP, projections) are stored. */
export type FormatKey = 'ppr' | 'half' | 'std';
export const FORMAT_KEY: Record<ScoringFormat, FormatKey> = { PPR: 'ppr', 'Half-PPR': 'half', Standard: 'std' };

export type PerFormat<T> = Record<FormatKey, T>;

/** One player of the pool (docs/draft-rules.md §2). */
export interface Player {
  id: string;
  name: string;
  position: Position;
  /** NFL team abbreviation, e.g. 'KC'; 'FA' for a free agent. */
  team: string;
  /** Average draft position (overall pick) per scoring format. */
  adp: PerFormat<number>;
  /** How many picks either side of ADP the player typically goes (one standard deviation). */
  adpStdDev: number;
  /**
   * Average draft position in superflex and 2QB drafts, where quarterbacks go far earlier; absent
   * unless a superflex ADP file was imported (`players:sync -- --csv FILE --csv-format superflex`).
   */
  adpSuperflex?: number;
  /** Projected season fantasy points per scoring format. */
  projection: PerFormat<number>;
  /** Positional tier, 1 = elite. */
  tier: number;
  byeWeek: number;
  age: number;
  isHandcuff: boolean;
  /** Id of the starter this player backs up, when he is a handcuff. */
  handcuffOf: string | null;
  /** Share of team targets last season (0–1), for pass catchers. */
  targetShare: number | null;
  isInjured: boolean;
  /**
   * His listing on the injury report or a suspension, where the pool's source gives one (Sleeper's
   * `injury_status`); absent when it gives none (see {@link gamesExpectedMissed}).
   */
  injuryStatus?: InjuryStatus;
  imageUrl: string | null;
  /** Rank in the NFL Top 100 players list, when listed. */
  nflTop100Rank: number | null;
  sleeperId: string | null;
  /**
   * ESPN's player id (the number its players view and `mDraftDetail` picks carry), where an import
   * gave one: a linked ESPN draft matches by it before name, position and team.
   */
  espnId?: string;
  /**
   * Yahoo's player id: the number after `.p.` in its player keys (`nfl.p.30977`, `449.p.30977`),
   * the same in every season, where an import gave one.
   */
  yahooId?: string;
  /**
   * Projected season stat line, where the pool's source publishes one (FantasyPros projection
   * exports, Sleeper's projections); what per-stat scoring is computed from.
   */
  stats?: StatLine | null;
}

/** An NFL team with its colour and bye week for the bundled season. */
export interface NflTeam {
  abbr: string;
  name: string;
  primaryColor: string;
  byeWeek: number;
}

/** A player's listing that costs games: the injury report's designations and a suspension. */
export type InjuryStatus = 'questionable' | 'doubtful' | 'out' | 'ir' | 'pup' | 'suspended';
export const INJURY_STATUSES = ['questionable', 'doubtful', 'out', 'ir', 'pup', 'suspended'] as const satisfies readonly InjuryStatus[];
/** How a reason names a listing. */
export const INJURY_STATUS_LABELS: Readonly<Record<InjuryStatus, string>> = {
  questionable: 'questionable',
  doubtful: 'doubtful',
  out: 'listed out',
  ir: 'on injured reserve',
  pup: 'on the PUP list',
  suspended: 'suspended',
};

/** Games an NFL team plays in a season (17 since 2021): what a season's projection covers. */
export const SEASON_GAMES = 17;

/**
 * Games a listing is expected to cost before the season starts, set from how the NFL's lists work,
 * not fitted: questionable and doubtful players mostly play or miss a week; "out" a week or two;
 * injured reserve and the PUP list keep a player out at least four games (more often six or more
 * for a preseason placement); a suspension's length is not in the listing, so two games stands for
 * the usual one. A player flagged injured without a listing (the bundled pool's hand-set flag)
 * costs 1.7 games, the 10% the model took off every injured player before listings were read.
 */
const GAMES_MISSED: Readonly<Record<InjuryStatus, number>> = {
  questionable: 0.3,
  doubtful: 1,
  out: 2,
  ir: 6,
  pup: 6,
  suspended: 2,
};
const UNLISTED_INJURY_GAMES = 1.7;

/** Games a player is expected to miss of the season (0 when he is neither listed nor flagged injured). */
export function gamesExpectedMissed(player: Pick<Player, 'isInjured' | 'injuryStatus'>): number {
  if (player.injuryStatus) return GAMES_MISSED[player.injuryStatus];
  return player.isInjured ? UNLISTED_INJURY_GAMES : 0;
}

/** An injury status as Sleeper and the injury report spell it ('Questionable', 'IR', 'Sus', …); undefined for none or an unknown one. */
export function injuryStatusOf(text: string | null | undefined): InjuryStatus | undefined {
  const status = text?.trim().toLowerCase();
  if (!status) return undefined;
  if (status === 'q' || status === 'questionable') return 'questionable';
  if (status === 'd' || status === 'doubtful') return 'doubtful';
  if (status === 'o' || status === 'out') return 'out';
  if (status === 'ir' || status === 'injured reserve') return 'ir';
  if (status === 'pup' || status === 'pup-p' || status === 'pup-r') return 'pup';
  if (status === 'sus' || status === 'suspended') return 'suspended';
  return undefined;
}
