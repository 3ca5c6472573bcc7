import { boundRosterSpots, noRosterSpots, noteSpotsLeftOut } from '../imported-league';
/*
 * ESPN adapter, settings: what an ESPN league's mSettings (and, when read, mDraftDetail) say the
 * team's league settings are.
 * Reads: `lineupSlotCounts` (roster spots; OP is the superflex), `scoringItems` with their
 * `pointsOverrides` by lineup slot (the QB/RB/WR/TE stats DraftMode projects, a TE premium as the
 * TE slot's override of receptions), `draftSettings` (SNAKE, LINEAR, and OFFLINE taken as a snake;
 * `pickOrder` of team ids, which are not 1..n; keepers) and the draft's picks (a pick made by a team
 * other than the order's is a traded pick). The picks themselves are espn-draft.ts's.
 * Leaves out, each with a note: IR and IDP spots, and TQB, P, HC and rookie spots; kicker and D/ST
 * scoring (DraftMode scores them on the preset); bonuses, first downs and other stats its
 * projections do not have; other per-slot points. Refuses: an auction, a draft type it does not
 * know, a league size DraftMode does not draft.
 */
import {
  LEAGUE_SIZES,
  type DraftOrder,
  type ImportedLeagueSettings,
  type LeagueSettings,
  type LeagueSize,
  type RosterSpots,
  type TradedPick,
} from '@draftmode/domain';
import { slotOfPick } from '@draftmode/draft-core';
import type { EspnDraftDetail, EspnLeagueSettings, EspnTeam } from './espn-api';
import { IDP_SLOTS, IR_SLOT, LINEUP_SLOT_NAMES, SPOT_OF_SLOT } from './espn-ids';
import { espnScoring } from './espn-scoring';

export const ESPN_MESSAGES = {
  auction: 'This ESPN draft is an auction: DraftMode follows snake and linear drafts, where every pick has a number',
  unknownDraftType: (type: string) =>
    `This ESPN draft is of a kind DraftMode does not know ("${type}"): it follows snake and linear drafts`,
  unsupportedSize: (teams: number | null, sizes: readonly number[]) =>
    `This ESPN league has ${teams ?? 'no'} teams; DraftMode drafts leagues of ${sizes.slice(0, -1).join(', ')} or ${sizes.at(-1)} teams`,
  noSpots: 'This ESPN league has no roster spot DraftMode drafts (QB, RB, WR, TE, flex, K, D/ST or bench)',
} as const;

/** What ESPN says of a league, and what the team has now (for what ESPN leaves unsaid). */
interface EspnLeagueSource {
  settings: EspnLeagueSettings;
  /** The draft (mDraftDetail), when read: its picks give the traded picks and keepers. */
  draft?: EspnDraftDetail | null;
  /** The user's team in the league; null when not known (their draft position stays). */
  userTeamId: number | null;
  current: LeagueSettings;
}

export type EspnLeagueImport = { ok: true; settings: ImportedLeagueSettings; notes: string[] } | { ok: false; message: string };

/**
 * The league settings an ESPN league describes, in DraftMode's terms, with a note for everything
 * DraftMode cannot take as ESPN has it. Pure: the caller fetched everything.
 */
export function espnLeagueSettings(source: EspnLeagueSource): EspnLeagueImport {
  const { settings, draft, current } = source;
  const notes: string[] = [];

  const order = draftOrderOf(settings, draft ?? null, notes);
  if ('message' in order) return { ok: false, message: order.message };

  const { pickOrder } = settings.draft;
  const teams = pickOrder.length > 0 ? pickOrder.length : settings.size;
  if (teams === null || !(LEAGUE_SIZES as readonly number[]).includes(teams))
    return { ok: false, message: ESPN_MESSAGES.unsupportedSize(teams, LEAGUE_SIZES) };
  const leagueSize = teams as LeagueSize;
  if (settings.size !== null && settings.size !== teams)
    notes.push(`ESPN's league is set up for ${settings.size} teams and its draft order has ${teams}: DraftMode takes ${teams}.`);

  const espnRounds = Object.entries(settings.lineupSlotCounts)
    .filter(([slot]) => Number(slot) !== IR_SLOT)
    .reduce((total, [, count]) => total + count, 0);
  const rosterSpots = rosterSpotsOf(settings.lineupSlotCounts, notes);
  const rounds = Object.values(rosterSpots).reduce((total, spots) => total + spots, 0);
  if (rounds === 0) return { ok: false, message: ESPN_MESSAGES.noSpots };
  if (espnRounds > rounds)
    notes.push(
      `ESPN's draft has ${espnRounds} rounds (one per lineup spot but IR); DraftMode's has ${rounds}: picks after #${rounds * leagueSize} are not recorded.`,
    );

  const { scoringFormat, pointsPerStat } = espnScoring(settings.scoringItems, notes);
  if (settings.scoringType !== null && !/POINTS/.test(settings.scoringType))
    notes.push(`This ESPN league is scored by ${settings.scoringType}, not points: DraftMode ranks players by the points above.`);

  const slotOfTeam = new Map(pickOrder.map((teamId, index) => [teamId, index + 1]));
  let draftPosition = current.draftPosition;
  if (source.userTeamId === null) notes.push(`Your ESPN team is not known: your draft position stays ${draftPosition}.`);
  else if (!slotOfTeam.has(source.userTeamId))
    notes.push(
      `Team ${source.userTeamId} is not in ESPN's draft order (${pickOrder.join(', ')}): your draft position stays ${draftPosition}.`,
    );
  else draftPosition = slotOfTeam.get(source.userTeamId)!;
  if (draftPosition > leagueSize) {
    notes.push(`Draft position ${draftPosition} is beyond ${leagueSize} teams: it becomes 1.`);
    draftPosition = 1;
  }
  if (settings.draft.orderType === 'DRAFT_START' && !draft?.drafted && !draft?.inProgress)
    notes.push('ESPN draws the draft order when the draft starts: read the league again then, or your draft position may be wrong.');

  const tradedPicks = draft ? tradedPicksOf(draft, slotOfTeam, { leagueSize, rounds, order: order.order }, notes) : [];
  keeperNotes(settings, draft ?? null, notes);

  return {
    ok: true,
    settings: { scoringFormat, leagueSize, draftPosition, rosterSpots, draftOrder: order.order, pointsPerStat, tradedPicks },
    notes,
  };
}

/** The team a member (their SWID, with or without braces, any case) owns; null when none. */
export function espnTeamOfMember(teams: readonly EspnTeam[], swid: string): number | null {
  const bare = (id: string) =>
    id
      .trim()
      .replace(/^\{|\}$/g, '')
      .toUpperCase();
  const wanted = bare(swid);
  return teams.find((team) => team.ownerIds.some((owner) => bare(owner) === wanted))?.id ?? null;
}

function draftOrderOf(
  settings: EspnLeagueSettings,
  draft: EspnDraftDetail | null,
  notes: string[],
): { order: DraftOrder } | { message: string } {
  const { type } = settings.draft;
  if (type === 'AUCTION' || draft?.picks.some((pick) => pick.bidAmount > 0)) return { message: ESPN_MESSAGES.auction };
  if (type === 'SNAKE') return { order: 'snake' };
  if (type === 'LINEAR') return { order: 'linear' };
  if (type === 'OFFLINE') {
    // ESPN's board for an offline draft runs as a snake by the pick order (the recorded one does, every pick).
    notes.push("ESPN's draft is offline (the commissioner enters the picks): DraftMode takes it as a snake in ESPN's pick order.");
    return { order: 'snake' };
  }
  return { message: ESPN_MESSAGES.unknownDraftType(type) };
}

function rosterSpotsOf(counts: Readonly<Record<number, number>>, notes: string[]): RosterSpots {
  const spots = noRosterSpots();
  const idp: string[] = [];
  const other: string[] = [];
  for (const [key, count] of Object.entries(counts)) {
    const slot = Number(key);
    if (count <= 0) continue;
    const kind = SPOT_OF_SLOT[slot];
    const named = `${count} ${LINEUP_SLOT_NAMES[slot] ?? `slot ${slot}`}`;
    if (kind) spots[kind] += count;
    else if (slot === IR_SLOT)
      notes.push(
        `ESPN's ${count} IR ${count === 1 ? 'spot holds' : 'spots hold'} injured players and ${count === 1 ? 'is' : 'are'} not drafted: left out.`,
      );
    else if (IDP_SLOTS.has(slot)) idp.push(named);
    else other.push(named);
  }
  noteSpotsLeftOut({ idp, other }, notes);
  return boundRosterSpots(spots, 'ESPN', notes);
}

/**
 * ESPN lists every pick of the draft with the team that makes it, made or not (an unmade pick has
 * player −1), so a pick whose team is not the one the order gives its slot changed hands.
 */
function tradedPicksOf(
  draft: EspnDraftDetail,
  slotOfTeam: ReadonlyMap<number, number>,
  board: { leagueSize: number; rounds: number; order: DraftOrder },
  notes: string[],
): TradedPick[] {
  const traded: TradedPick[] = [];
  const unplaced = new Set<number>();
  for (const pick of draft.picks) {
    if (pick.overallPick > board.leagueSize * board.rounds) continue;
    const slot = slotOfTeam.get(pick.teamId);
    if (slot === undefined) unplaced.add(pick.teamId);
    else if (slot !== slotOfPick(pick.overallPick, board.leagueSize, board.order)) traded.push({ pick: pick.overallPick, slot });
  }
  if (unplaced.size > 0)
    notes.push(
      `Picks of ${unplaced.size === 1 ? 'team' : 'teams'} ${[...unplaced].join(', ')}, not in ESPN's draft order, are left out of the traded picks.`,
    );
  return traded;
}

function keeperNotes(settings: EspnLeagueSettings, draft: EspnDraftDetail | null, notes: string[]): void {
  const kept = draft?.picks.filter((pick) => pick.keeper || pick.reservedForKeeper) ?? [];
  if (settings.draft.keeperCount > 0)
    notes.push(
      `ESPN's league keeps up to ${settings.draft.keeperCount} ${settings.draft.keeperCount === 1 ? 'player' : 'players'} a team: ${
        kept.length > 0 ? `${kept.length} ${kept.length === 1 ? 'is' : 'are'} placed at picks` : 'none is placed at a pick yet'
      }, and the draft sync records each at its pick as a keeper.`,
    );
  else if (kept.length > 0) notes.push(`ESPN marks ${kept.length} picks as keepers: the draft sync records each at its pick as a keeper.`);
}
