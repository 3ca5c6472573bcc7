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
  imageUrl: string | null;
  /** Rank in the NFL Top 100 players list, when listed. */
  nflTop100Rank: number | null;
  sleeperId: string | null;
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
