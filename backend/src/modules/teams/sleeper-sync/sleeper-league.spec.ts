import { DEFAULT_LEAGUE_SETTINGS, SLEEPER_MESSAGES, type LeagueSettings } from '@draftmode/domain';
import { ownerOfPick } from '@draftmode/draft-core';
import {
  brownjfPreDraft,
  exampleKeeperLeague,
  jderhagopianRookieDraft,
  sleeperFriends2018,
  trainerSimpsonStartup,
  type RecordedSleeperLeague,
} from '../../../../test/support/recorded-sleeper';
import { parseSleeperDraft, parseSleeperLeague, parseSleeperPicks, parseSleeperRosters, parseSleeperTradedPicks } from './sleeper-api';
import { rosterSlots, sleeperLeagueSettings, type SleeperLeagueImport } from './sleeper-league';

/** The recorded bodies through the client's own parsers, then the mapping. */
function imported(recorded: RecordedSleeperLeague, draftSlot: number | null, current: LeagueSettings = DEFAULT_LEAGUE_SETTINGS) {
  const draft = parseSleeperDraft(recorded.draft)!;
  const picks = parseSleeperPicks(recorded.picks);
  const result = sleeperLeagueSettings({
    draft,
    league: recorded.league === null ? null : parseSleeperLeague(recorded.league),
    picks,
    tradedPicks: parseSleeperTradedPicks(recorded.tradedPicks),
    rosters: parseSleeperRosters(recorded.rosters),
    draftSlot,
    current,
  });
  return { draft, picks, result };
}

function ok(result: SleeperLeagueImport) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

/**
 * Every recorded pick as DraftMode would number and own it: each pick's draft slot by the imported
 * order, and the roster that made it (Sleeper's `roster_id`) by the imported traded picks.
 */
function expectPicksFollowTheImport(recorded: RecordedSleeperLeague, draftSlot: number, lastPick = Infinity) {
  const { draft, picks, result } = imported(recorded, draftSlot);
  const { settings } = ok(result);
  const slotOf = rosterSlots(draft, picks, parseSleeperTradedPicks(recorded.tradedPicks));
  const checked = picks.filter((pick) => pick.pickNo <= lastPick);
  expect(checked.length).toBeGreaterThan(0);
  const disagreeing = checked.filter((pick) => {
    const byOrder = ownerOfPick(pick.pickNo, settings.leagueSize, { order: settings.draftOrder });
    const byTrades = ownerOfPick(pick.pickNo, settings.leagueSize, { order: settings.draftOrder, tradedPicks: settings.tradedPicks });
    return byOrder !== pick.draftSlot || byTrades !== slotOf.get(pick.rosterId!);
  });
  expect(disagreeing.map((pick) => pick.pickNo)).toEqual([]);
  return checked;
}

/** The oracle for traded picks: the recorded picks a roster made from a slot that is not its own. */
function picksMadeFromAnotherSlot(recorded: RecordedSleeperLeague, draftSlot: number, lastPick = Infinity) {
  const { draft, picks } = imported(recorded, draftSlot);
  const slotOf = rosterSlots(draft, picks, parseSleeperTradedPicks(recorded.tradedPicks));
  return picks
    .filter((pick) => pick.pickNo <= lastPick && slotOf.get(pick.rosterId!) !== pick.draftSlot)
    .map((pick) => ({ pick: pick.pickNo, slot: slotOf.get(pick.rosterId!) }));
}

describe('sleeperLeagueSettings on recorded Sleeper leagues', () => {
  describe('a superflex, TE-premium, third-round-reversal dynasty startup with traded picks (TrainerSimpson)', () => {
    const recorded = trainerSimpsonStartup();

    it('takes roster, scoring and order, with a note for each thing DraftMode cannot model', () => {
      const { settings, notes, keepers } = ok(imported(recorded, 10).result);
      expect(settings).toMatchObject({
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 10,
        draftOrder: 'third-round-reversal',
        rosterSpots: { QB: 1, RB: 2, WR: 3, TE: 1, FLEX: 4, SUPERFLEX: 1, WRTE: 0, WRRB: 0, DEF: 0, K: 0, Bench: 15 },
        pointsPerStat: {
          passYd: 0.04,
          passTd: 6,
          passInt: -3,
          rushYd: 0.1,
          rushTd: 6,
          reception: 1,
          recYd: 0.1,
          recTd: 6,
          receptionBonus: { RB: 0, WR: 0, TE: 0.5 },
          // fum −1 plus fum_lost −2: a lost fumble is also a fumble.
          fumbleLost: -3,
          twoPointConversion: 2,
        },
      });
      expect(keepers).toEqual([]);
      expect(notes).toEqual([
        "DraftMode drafts no defensive players (IDP): the league's 3 DL, 3 LB, 3 DB, 3 IDP_FLEX spots are left out.",
        'Bench: Sleeper has 24, DraftMode takes at most 15.',
        "Sleeper's draft has 53 rounds; DraftMode's has 27, one per roster spot: picks after #324 are not recorded.",
        "Sleeper also scores every fumble (-1); DraftMode's projections count lost fumbles only, so a lost fumble is taken as -3.",
        "Scoring DraftMode's projections cannot count is left out: pass_td_50p 2, rec_td_50p 2, rush_td_50p 2.",
        "28 traded picks fall after DraftMode's last round (27) and are left out.",
      ]);
    });

    it('places the traded picks at the overall numbers Sleeper gave them, owned by the roster that made them', () => {
      const { settings } = ok(imported(recorded, 10).result);
      expect(settings.tradedPicks).toHaveLength(27);
      // Slot 7's first-round pick went to roster 10 (slot 10); slot 10's picks in rounds 2 and 3 (15
      // and 27: both rounds run back) to roster 6 (slot 7).
      expect(settings.tradedPicks.slice(0, 3)).toEqual([
        { pick: 7, slot: 10 },
        { pick: 15, slot: 7 },
        { pick: 27, slot: 7 },
      ]);
      expect(settings.tradedPicks).toEqual(picksMadeFromAnotherSlot(recorded, 10, 27 * 12));
      const picks = expectPicksFollowTheImport(recorded, 10, 27 * 12);
      expect(picks).toHaveLength(324);
      // The draft_picks.json rows of those picks: made by the new owner's roster.
      const at = (pickNo: number) => picks.find((pick) => pick.pickNo === pickNo)!;
      expect([at(7), at(15), at(27)].map(({ round, draftSlot, rosterId }) => ({ round, draftSlot, rosterId }))).toEqual([
        { round: 1, draftSlot: 7, rosterId: 10 },
        { round: 2, draftSlot: 10, rosterId: 6 },
        { round: 3, draftSlot: 10, rosterId: 6 },
      ]);
    });

    it('places the traded picks before the draft too, by the league’s rosters (no picks to tell who is who)', () => {
      const { settings: during } = ok(imported(recorded, 10).result);
      const beforeTheDraft = ok(imported({ ...recorded, picks: [] }, 10).result);
      expect(beforeTheDraft.settings.tradedPicks).toEqual(during.tradedPicks);
      const withoutRosters = ok(imported({ ...recorded, picks: [], rosters: [] }, 10).result);
      expect(withoutRosters.settings.tradedPicks).toEqual([]);
      expect(withoutRosters.notes).toContain('55 traded picks name rosters without a draft slot on Sleeper and are left out.');
    });

    it('numbers every round as Sleeper did, the third one backwards', () => {
      const { picks, result } = imported(recorded, 10);
      const round3 = picks.filter((pick) => pick.round === 3).map((pick) => pick.draftSlot);
      expect(round3).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      // All 53 rounds, past DraftMode's 27: the order, not the trades (those stop at round 27).
      const order = ok(result).settings.draftOrder;
      expect(picks).toHaveLength(636);
      expect(picks.filter((pick) => ownerOfPick(pick.pickNo, 12, { order }) !== pick.draftSlot)).toEqual([]);
    });
  });

  describe('a linear rookie draft with traded picks (jderhagopian)', () => {
    const recorded = jderhagopianRookieDraft();

    it('takes a linear order, half PPR with the league’s own points, and the traded picks', () => {
      const { settings, notes } = ok(imported(recorded, 1).result);
      expect(settings).toMatchObject({
        scoringFormat: 'Half-PPR',
        leagueSize: 12,
        draftPosition: 1,
        draftOrder: 'linear',
        rosterSpots: { QB: 1, RB: 2, WR: 3, TE: 1, FLEX: 1, SUPERFLEX: 1, WRTE: 0, WRRB: 0, DEF: 0, K: 0, Bench: 9 },
        // fum_lost −1 where the preset has −2: the points per stat say so.
        pointsPerStat: expect.objectContaining({
          passTd: 4,
          passInt: -1,
          reception: 0.5,
          fumbleLost: -1,
          receptionBonus: { RB: 0, WR: 0, TE: 0 },
        }),
      });
      // The listing this draft came from has no slot_to_roster_id: slots come from draft_order and who picked.
      // Every pick a roster made from another slot is a traded pick, and nothing else is.
      expect(settings.tradedPicks).toEqual(picksMadeFromAnotherSlot(recorded, 1));
      expect(settings.tradedPicks).toHaveLength(21);
      expect(notes).toEqual(["Sleeper's draft has 3 rounds; DraftMode's has 18, one per roster spot."]);
      expect(expectPicksFollowTheImport(recorded, 1)).toHaveLength(36);
    });
  });

  describe('Sleeper’s 2018 12×15 snake (tmac006), its league not recorded', () => {
    const recorded = sleeperFriends2018();

    it('reads roster and PPR from the draft itself, and slot_to_roster_id agrees with every pick', () => {
      const { settings, notes } = ok(imported(recorded, 6).result);
      expect(settings).toEqual({
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 6,
        draftOrder: 'snake',
        rosterSpots: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 2, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 0, Bench: 6 },
        pointsPerStat: null,
        tradedPicks: [],
      });
      expect(notes).toEqual([
        'This draft has no Sleeper league to read points per stat from: scoring is the PPR preset its scoring type names.',
      ]);
      expect(expectPicksFollowTheImport(recorded, 6)).toHaveLength(180);
    });

    it('lists the picks Sleeper marks is_keeper at their pick and owner (one pick of the recording marked so)', () => {
      const keeperAt = 30; // round 3, slot 6 in a snake: draft_slot 6
      const marked = {
        ...recorded,
        picks: recorded.picks.map((pick) => (pick.pick_no === keeperAt ? { ...pick, is_keeper: true } : pick)),
      };
      const { keepers } = ok(imported(marked, 6).result);
      const pick = recorded.picks.find((candidate) => candidate.pick_no === keeperAt)!;
      expect(keepers).toEqual([
        expect.objectContaining({
          pickNo: keeperAt,
          round: 3,
          slot: pick.draft_slot,
          sleeperPlayerId: pick.player_id,
          own: pick.draft_slot === 6,
        }),
      ]);
    });
  });

  describe('a keeper league before its draft, with scoring settings (tmac006 "Example League")', () => {
    it('takes K and DEF spots and the PPR preset, noting the bonus it cannot count', () => {
      const { settings, notes } = ok(imported(exampleKeeperLeague(), null, { ...DEFAULT_LEAGUE_SETTINGS, draftPosition: 4 }).result);
      expect(settings).toEqual({
        scoringFormat: 'PPR',
        leagueSize: 12,
        draftPosition: 4,
        draftOrder: 'snake',
        rosterSpots: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 2, SUPERFLEX: 0, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 5 },
        pointsPerStat: null,
        tradedPicks: [],
      });
      expect(notes).toEqual([
        "Scoring DraftMode's projections cannot count is left out: bonus_pass_yd_400 2.",
        'The link gives no draft slot: your draft position stays 4.',
      ]);
    });
  });

  describe('a 10-team superflex draft before it started (brownjf2027), its league not recorded', () => {
    const recorded = brownjfPreDraft();

    it('takes the draft’s slots and keeps the scoring its "2qb" type does not name', () => {
      const current: LeagueSettings = { ...DEFAULT_LEAGUE_SETTINGS, scoringFormat: 'Half-PPR' };
      const { settings, notes } = ok(imported(recorded, 4, current).result);
      expect(settings).toEqual({
        scoringFormat: 'Half-PPR',
        leagueSize: 10,
        draftPosition: 4,
        draftOrder: 'snake',
        rosterSpots: { QB: 1, RB: 2, WR: 3, TE: 1, FLEX: 1, SUPERFLEX: 1, WRTE: 0, WRRB: 0, DEF: 1, K: 1, Bench: 7 },
        pointsPerStat: null,
        tradedPicks: [],
      });
      expect(notes).toEqual([
        'This draft has no Sleeper league, and its scoring type "2qb" does not say points per reception: your Half-PPR scoring stays.',
      ]);
    });

    it('refuses an auction and a league size DraftMode does not draft (the recording with its type or size changed)', () => {
      const auction = { ...recorded, draft: { ...recorded.draft, type: 'auction' } };
      expect(imported(auction, 4).result).toEqual({ ok: false, message: SLEEPER_MESSAGES.auction });
      const eleven = { ...recorded, draft: { ...recorded.draft, settings: { ...recorded.draft.settings, teams: 11 } } };
      expect(imported(eleven, 4).result).toEqual({
        ok: false,
        message: 'This Sleeper draft has 11 teams; DraftMode drafts leagues of 8, 10, 12, 14 or 16 teams',
      });
    });

    it('notes a reversal round other than the third and takes a snake', () => {
      const fifth = { ...recorded, draft: { ...recorded.draft, settings: { ...recorded.draft.settings, reversal_round: 5 } } };
      const { settings, notes } = ok(imported(fifth, 4).result);
      expect(settings.draftOrder).toBe('snake');
      expect(notes[0]).toBe(
        "Sleeper turns the order again at round 5; DraftMode knows the third-round reversal only, so it takes a snake, and from round 5 on its pick owners differ from Sleeper's.",
      );
    });
  });
});
