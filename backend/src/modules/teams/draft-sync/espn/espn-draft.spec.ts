import { bundledPlayers, PlayerNameIndex } from '@draftmode/players';
import {
  espnPlayers2018,
  fxbgDraft2015,
  fxbgDraft2018,
  fxbgSettings2018,
  fxbgTeams2018,
  slammaJammaPlayers,
  slammaJammaSettings,
} from '../../../../../test/support/recorded-espn';
import { parseEspnDraftDetail, parseEspnPlayers, parseEspnSettings, parseEspnTeams, type EspnParsed } from './espn-api';
import { espnDraftPicks, matchEspnPicks, type EspnPickMatch } from './espn-draft';
import { syncedPick } from './espn-draft-sync.adapter';

function value<T>(parsed: EspnParsed<T>): T {
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

const names = new PlayerNameIndex(bundledPlayers());
const players2018 = value(parseEspnPlayers(espnPlayers2018()));

/** A recorded mDraftDetail through the parser, its picks for `userTeamId`, matched to the bundled pool by the 2018 players view. */
function matched(draftBody: unknown, userTeamId: number | null) {
  const { status, picks } = espnDraftPicks(value(parseEspnDraftDetail(draftBody)), userTeamId);
  return { status, picks, matches: matchEspnPicks(picks, players2018, names) };
}

const at = (matches: readonly EspnPickMatch[], overallPick: number) => matches.find((match) => match.overallPick === overallPick)!;

describe('the picks of recorded ESPN drafts', () => {
  describe('"FXBG League" 2018 (cwendt94): 150 picks, the players named by ESPN’s 2018 players view', () => {
    it('lists every pick with ESPN’s number, team and player, the user’s team’s as their own', () => {
      const { status, picks } = matched(fxbgDraft2018(), 5);
      expect(status).toBe('drafted');
      expect(picks).toHaveLength(150);
      expect(picks.slice(0, 3)).toEqual([
        { overallPick: 1, round: 1, espnPlayerId: 15825, teamId: 2, own: false, keeper: false },
        { overallPick: 2, round: 1, espnPlayerId: 2977644, teamId: 8, own: false, keeper: false },
        { overallPick: 3, round: 1, espnPlayerId: 13934, teamId: 1, own: false, keeper: false },
      ]);
      // Team 5 is eighth in the pick order: 8, 13, 28, 33, … in a snake.
      expect(picks.filter((pick) => pick.own).map((pick) => pick.overallPick)).toEqual([
        8, 13, 28, 33, 48, 53, 68, 73, 88, 93, 108, 113, 128, 133, 148,
      ]);
      expect(picks.at(-1)).toEqual({ overallPick: 150, round: 15, espnPlayerId: 1097, teamId: 11, own: false, keeper: false });
    });

    it('matches the players the 2025 pool has by name, and lists the others with the reason, never guessed', () => {
      const { matches } = matched(fxbgDraft2018(), 5);
      expect(at(matches, 1)).toMatchObject({
        name: "Le'Veon Bell",
        position: 'RB',
        team: 'PIT',
        playerId: null,
        reason: 'Not matched to a DraftMode player: no player named "Le\'Veon Bell" (RB) in the pool',
      });
      expect(at(matches, 6)).toMatchObject({ name: 'Alvin Kamara', position: 'RB', team: 'NO', playerId: 'alvin-kamara' });
      // ESPN's team is 2018's (NYG); the pool's is today's: the team only breaks ties between namesakes.
      expect(at(matches, 8)).toMatchObject({ name: 'Saquon Barkley', team: 'NYG', own: true, playerId: 'saquon-barkley' });
      expect(at(matches, 9)).toMatchObject({ name: 'DeAndre Hopkins', team: 'HOU', playerId: 'deandre-hopkins' });
      expect(matches.filter((match) => match.playerId !== null)).toHaveLength(38);
      expect(matches.filter((match) => match.playerId === null)).toHaveLength(112);
    });

    it('takes a team defense (id −16000 − team) as the pool’s defense of that team', () => {
      const { matches } = matched(fxbgDraft2018(), 5);
      const defenses = matches.filter((match) => match.espnPlayerId < 0);
      expect(defenses.map((match) => [match.overallPick, match.espnPlayerId, match.name, match.playerId])).toEqual([
        [104, -16030, 'Jaguars D/ST', 'def-jax'],
        [112, -16021, 'Eagles D/ST', 'def-phi'],
        [114, -16014, 'Rams D/ST', 'def-lar'],
        [115, -16016, 'Vikings D/ST', 'def-min'],
        [121, -16007, 'Broncos D/ST', 'def-den'],
        [125, -16022, 'Cardinals D/ST', 'def-ari'],
        [130, -16034, 'Texans D/ST', 'def-hou'],
        [133, -16033, 'Ravens D/ST', 'def-bal'],
        [138, -16024, 'Chargers D/ST', 'def-lac'],
        [139, -16017, 'Patriots D/ST', 'def-ne'],
      ]);
    });

    it('gives the poller each pick at ESPN’s number, a keeper marked so (one pick’s keeper flag changed)', () => {
      const kept = structuredClone(fxbgDraft2018()) as { draftDetail: { picks: { keeper: boolean }[] } };
      kept.draftDetail.picks[7]!.keeper = true;
      expect(syncedPick(at(matched(kept, 5).matches, 8), true)).toMatchObject({
        pickNo: 8,
        playerId: 'saquon-barkley',
        own: true,
        keeper: true,
      });
      const kamara = syncedPick(at(matched(fxbgDraft2018(), 5).matches, 6), true);
      expect(kamara).toMatchObject({ pickNo: 6, playerId: 'alvin-kamara', own: false });
      expect(kamara).not.toHaveProperty('keeper');
      expect(syncedPick(at(matched(fxbgDraft2018(), null).matches, 6), false).own).toBeNull();
    });

    it('leaves out the picks not made yet (player −1) while the draft runs (the recording cut after pick 10)', () => {
      const running = structuredClone(fxbgDraft2018()) as {
        draftDetail: { drafted: boolean; inProgress: boolean; picks: { overallPickNumber: number; playerId: number }[] };
      };
      running.draftDetail.drafted = false;
      running.draftDetail.inProgress = true;
      for (const pick of running.draftDetail.picks) if (pick.overallPickNumber > 10) pick.playerId = -1;
      const { status, picks } = matched(running, 5);
      expect(status).toBe('inProgress');
      expect(picks.map((pick) => pick.overallPick)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('names a player at a position DraftMode does not draft as the reason (a pick changed to a head coach)', () => {
      const coach = structuredClone(fxbgDraft2018()) as { draftDetail: { picks: { playerId: number }[] } };
      coach.draftDetail.picks[0]!.playerId = -14001;
      expect(at(matched(coach, 5).matches, 1)).toMatchObject({
        name: 'Falcons Coach',
        position: 'HC',
        playerId: null,
        reason: 'Falcons Coach plays HC, a position DraftMode does not draft',
      });
    });
  });

  describe('"FXBG Crew" 2015 (a list of one): 128 picks read against the 2018 players view', () => {
    it('lists the picks of players the 2018 view lacks as unmatched, with the ESPN id', () => {
      const { status, picks, matches } = matched(fxbgDraft2015(), 3);
      expect(status).toBe('drafted');
      expect(picks).toHaveLength(128);
      const missing = matches.filter((match) => match.name === null);
      expect(missing).toHaveLength(10);
      expect(at(matches, 26)).toMatchObject({ espnPlayerId: 1428, playerId: null, reason: "ESPN's players list has no player 1428" });
      // A D/ST needs no players view: its id says the team (Lions, drafted to a bench spot at 90).
      expect(at(matches, 90)).toMatchObject({ espnPlayerId: -16008, playerId: 'def-det' });
      expect(matches.filter((match) => match.playerId !== null)).toHaveLength(18);
    });
  });
});

describe('parsing ESPN’s answers', () => {
  it('reads a league’s kona_player_info players, wrapped as { id, player }', () => {
    const players = value(parseEspnPlayers(slammaJammaPlayers()));
    expect(players).toHaveLength(50);
    expect(players[0]).toEqual({ id: 2576336, fullName: 'Ameer Abdullah', positionId: 2, proTeamId: 29 });
  });

  it('reads an mSettings answer’s draft status, without picks', () => {
    expect(value(parseEspnDraftDetail(slammaJammaSettings()))).toEqual({ drafted: true, inProgress: false, completeDate: null, picks: [] });
  });

  it('says in one line which view an answer lacks', () => {
    expect(parseEspnSettings(fxbgTeams2018())).toEqual({
      ok: false,
      message:
        "ESPN's answer is not the league settings (view mSettings) DraftMode reads (settings: Invalid input: expected object, received undefined)",
    });
    expect(parseEspnTeams(fxbgSettings2018())).toEqual({
      ok: false,
      message: "ESPN's answer is not the teams (view mTeam) DraftMode reads (teams: Invalid input: expected array, received undefined)",
    });
    expect(parseEspnDraftDetail(espnPlayers2018())).toMatchObject({ ok: false });
    expect(parseEspnPlayers(fxbgTeams2018())).toMatchObject({ ok: false });
  });
});

describe('matching ESPN picks by the ESPN id the pool keeps', () => {
  const bell = {
    ...bundledPlayers().find((player) => player.id === 'saquon-barkley')!,
    id: 'leveon-bell',
    name: "Le'Veon Bell",
    team: 'NYJ',
  };
  const pick = (espnPlayerId: number) => ({ overallPick: 1, round: 1, espnPlayerId, teamId: 2, own: false, keeper: false });

  it('takes the pool player with that espnId first, even when ESPN’s players view lacks him', () => {
    const index = new PlayerNameIndex([...bundledPlayers(), { ...bell, espnId: '15825' }]);
    expect(matchEspnPicks([pick(15825)], [], index)[0]).toMatchObject({ playerId: 'leveon-bell', name: "Le'Veon Bell", position: 'RB' });
    // With the players view: ESPN's name and team are shown, the id decides.
    expect(matchEspnPicks([pick(15825)], players2018, index)[0]).toMatchObject({ playerId: 'leveon-bell', team: 'PIT' });
  });

  it('falls back to name, position and team when no pool player has the id, or his position disagrees', () => {
    const noId = new PlayerNameIndex([...bundledPlayers(), bell]);
    expect(matchEspnPicks([pick(15825)], players2018, noId)[0]).toMatchObject({ playerId: 'leveon-bell' });
    expect(matchEspnPicks([pick(15825)], [], noId)[0]).toMatchObject({ playerId: null, reason: "ESPN's players list has no player 15825" });
    // A crossed id (an import gave a kicker Bell's ESPN id) is not trusted over ESPN's position.
    const crossed = new PlayerNameIndex([
      ...bundledPlayers().filter((player) => player.id !== 'leveon-bell'),
      { ...bell, id: 'a-kicker', name: 'A Kicker', position: 'K', espnId: '15825' },
    ]);
    expect(matchEspnPicks([pick(15825)], players2018, crossed)[0]).toMatchObject({ playerId: null, name: "Le'Veon Bell" });
  });
});
