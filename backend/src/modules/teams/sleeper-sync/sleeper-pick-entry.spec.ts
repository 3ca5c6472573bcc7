import { DEFAULT_LEAGUE_SETTINGS, type LeagueSettings } from '@draftmode/domain';
import { trainerSimpsonStartup } from '../../../../test/support/recorded-sleeper';
import { parseSleeperDraft, parseSleeperPicks } from './sleeper-api';
import { recordEntryOf } from '../draft-sync/draft-sync.poller';
import { sleeperPickIsOwn } from './sleeper-draft-sync.adapter';
import { rosterSlots } from './sleeper-league';

// The recorded third-round-reversal startup (TrainerSimpson): its first 48 picks as the poller sees them.
const recorded = trainerSimpsonStartup();
const draft = parseSleeperDraft(recorded.draft)!;
const picks = parseSleeperPicks(recorded.picks).slice(0, 48);
const rosterOfSlot = new Map([...rosterSlots(draft, picks)].map(([roster, slot]) => [slot, roster]));
const settings: LeagueSettings = { ...DEFAULT_LEAGUE_SETTINGS, draftPosition: 10, draftOrder: 'third-round-reversal' };
const at = (pickNo: number) => picks.find((pick) => pick.pickNo === pickNo)!;

type Pick = (typeof picks)[number];
/** The RecordPicks entry the poller makes of a Sleeper pick matched to `playerId`. */
const sleeperPickEntry = (pick: Pick, playerId: string, slot: number | null, roster: number | undefined, league: LeagueSettings) =>
  recordEntryOf({
    pickNo: pick.pickNo,
    round: pick.round,
    playerId,
    own: sleeperPickIsOwn(pick, slot, roster, league),
    ...(pick.isKeeper ? { keeper: true } : {}),
    platformPlayerId: pick.playerId,
    name: '',
    position: null,
    team: null,
  });

describe('a Sleeper pick as the draft sync records it', () => {
  it('numbers every pick as Sleeper does and gives the user the picks their roster made, traded ones too', () => {
    const entries = picks.map((pick) => sleeperPickEntry(pick, `p${pick.pickNo}`, 10, rosterOfSlot.get(10), settings));
    expect(entries.every((entry, index) => entry.overallPick === picks[index]!.pickNo)).toBe(true);
    // 7 and 43 came to slot 10 in trades; 15 and 27 (round 3 runs back) left it.
    expect(entries.filter((entry) => entry.own).map((entry) => entry.overallPick)).toEqual([7, 10, 43, 46]);
  });

  it('without roster ids goes by slot and the team’s traded picks', () => {
    const noRoster = (pickNo: number) => ({ ...at(pickNo), rosterId: null });
    const traded = {
      ...settings,
      tradedPicks: [
        { pick: 7, slot: 10 },
        { pick: 15, slot: 7 },
      ],
    };
    expect([7, 10, 15].map((pickNo) => sleeperPickEntry(noRoster(pickNo), 'x', 10, undefined, traded).own)).toEqual([true, true, false]);
  });

  it('marks a keeper, and leaves picks unnumbered when the link has no slot', () => {
    expect(sleeperPickEntry({ ...at(10), isKeeper: true }, 'x', 10, rosterOfSlot.get(10), settings)).toEqual({
      playerId: 'x',
      own: true,
      overallPick: 10,
      keeper: true,
    });
    expect(sleeperPickEntry(at(10), 'x', null, undefined, settings)).toEqual({ playerId: 'x', own: false });
  });
});
