import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDataDir } from './shared-data';

/**
 * Real Sleeper responses recorded by other projects, read from the shared data folder at test time
 * (see its platforms/SOURCES.md, rows 63–86) and unwrapped from the collectors' wrappers, as the
 * bodies Sleeper's endpoints answer.
 */
export interface RecordedSleeperLeague {
  /** The SOURCES.md folder it comes from. */
  source: string;
  /** GET /draft/<id> (a league's draft list entry where the collector saved that: no slot_to_roster_id). */
  draft: Record<string, unknown> & { draft_id: string; league_id: string | null; settings: Record<string, number> };
  /** GET /draft/<id>/picks. */
  picks: (Record<string, unknown> & { pick_no: number; round: number; draft_slot: number; roster_id: number; picked_by: string })[];
  /** GET /draft/<id>/traded_picks. */
  tradedPicks: (Record<string, unknown> & { round: number; roster_id: number; owner_id: number })[];
  /** GET /league/<id>; null when the source recorded no league for this draft. */
  league: (Record<string, unknown> & { league_id: string }) | null;
  /** GET /league/<id>/rosters; empty when not recorded. */
  rosters: (Record<string, unknown> & { roster_id: number; owner_id: string | null })[];
}

const sleeperDir = () => join(sharedDataDir(), 'platforms', 'sleeper');
const read = (folder: string, file: string): unknown => JSON.parse(readFileSync(join(sleeperDir(), folder, file), 'utf8'));
/** The collector keyed picks and traded picks by draft id: `{ "<draft id>": [...] }`. */
const byDraftId = (wrapped: unknown, draftId: string): never => (wrapped as Record<string, never>)[draftId]!;

/** Rows 63–67: a 12-team superflex, TE-premium (bonus_rec_te 0.5), IDP dynasty startup; 53 rounds, third-round reversal, 55 traded picks. */
export function trainerSimpsonStartup(): RecordedSleeperLeague {
  const source = 'TrainerSimpson__Sleeper-League-Data@b435764';
  const [draft] = read(source, 'drafts.json') as RecordedSleeperLeague['draft'][];
  // The collector's aggregate holds the raw GET /league/<id> and /league/<id>/rosters bodies.
  const { league, rosters } = read(source, 'latest.json') as Pick<RecordedSleeperLeague, 'league' | 'rosters'>;
  return {
    source,
    draft: draft!,
    picks: byDraftId(read(source, 'draft_picks.json'), draft!.draft_id),
    tradedPicks: byDraftId(read(source, 'draft_traded_picks.json'), draft!.draft_id),
    league,
    rosters,
  };
}

/** Rows 71–72: a 12-team superflex half-PPR dynasty's 3-round linear rookie draft with 22 traded picks. */
export function jderhagopianRookieDraft(): RecordedSleeperLeague {
  const source = 'jderhagopian-stack__sleeper-league-data@6830bf0';
  const [entry] = read(source, 'drafts.json') as { draft: RecordedSleeperLeague['draft']; picks: never; traded_picks: never }[];
  return {
    source,
    draft: entry!.draft,
    picks: entry!.picks,
    tradedPicks: entry!.traded_picks,
    league: read(source, 'league.json') as never,
    rosters: [],
  };
}

/** Rows 82–83: Sleeper's 2018 "Sleeper Friends League", a complete 12×15 PPR snake; its league is not recorded. */
export function sleeperFriends2018(): RecordedSleeperLeague {
  const source = 'tmac006__Fantasy-Engine-Open@7ee8fa8';
  return {
    source,
    draft: read(source, 'draft_complete.json') as never,
    picks: read(source, 'draft_complete_picks.json') as never,
    tradedPicks: [],
    league: null,
    rosters: [],
  };
}

/** Rows 84–86: "Example League", 12 teams before its draft, PPR with bonus_pass_yd_400, K and DEF, max_keepers 1; ids are placeholders. */
export function exampleKeeperLeague(): RecordedSleeperLeague {
  const source = 'tmac006__Fantasy-Engine-Open@7ee8fa8';
  const [draft] = read(source, 'drafts.json') as RecordedSleeperLeague['draft'][];
  return {
    source,
    draft: draft!,
    picks: [],
    tradedPicks: [],
    league: read(source, 'league.json') as never,
    rosters: read(source, 'rosters.json') as never,
  };
}

/** Rows 68–69: a 10-team superflex draft before it started ("2qb" scoring type); its league is not recorded. */
export function brownjfPreDraft(): RecordedSleeperLeague {
  const source = 'brownjf2027__SleeperTierSite@0d7af8f';
  return {
    source,
    draft: read(source, 'draft.json') as never,
    picks: read(source, 'draft_picks.json') as never,
    tradedPicks: [],
    league: null,
    rosters: [],
  };
}
