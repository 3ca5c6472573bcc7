import { addPlayer, emptyRoster, rosterSize, userPickNumbers } from '@draftmode/draft-core';
import { DEFAULT_ROSTER_SPOTS, type Player, type TeamDetailDto } from '@draftmode/domain';
import { bundledPool } from '@draftmode/players';
import type { ChatPool } from '../../tools/team-context';

/** The bundled pool as the chat sees it. */
export function bundledChatPool(): ChatPool {
  const { players, season } = bundledPool();
  const byId = new Map(players.map((player) => [player.id, player]));
  return { players, season, get: (id) => byId.get(id) };
}

export interface DraftFixture {
  id: string;
  name: string;
  /** The user's draft slot in a 12-team PPR league with the default roster. */
  slot: number;
  /** The user's picks, in order; every other team takes the best ADP left (never one of these). */
  own: string[];
  /**
   * Where the draft stands: 'clock' (the user is on the clock for his next pick), or a number of
   * picks by other teams still to come before his next pick.
   */
  at: 'clock' | number;
}

/**
 * A team's read model after a snake draft in which the other eleven teams take the best ADP left
 * and the user takes `own` in order: fixed rosters at fixed moments for the question bank.
 */
export function draftDetail(fixture: DraftFixture, pool: ChatPool): TeamDetailDto {
  const rounds = rosterSize(DEFAULT_ROSTER_SPOTS);
  const mine = userPickNumbers(12, fixture.slot, rounds);
  const reserved = new Set(fixture.own);
  const byAdp = [...pool.players].sort((a, b) => a.adp.ppr - b.adp.ppr);
  const taken = new Set<string>();
  const ownPicks: TeamDetailDto['roster']['ownPicks'] = [];
  const takenByOthers: TeamDetailDto['takenByOthers'] = [];
  const stopAt = fixture.own.length < rounds ? mine[fixture.own.length]! - (fixture.at === 'clock' ? 0 : fixture.at) : 12 * rounds + 1;
  for (let pick = 1; pick < stopAt; pick++) {
    if (mine.includes(pick)) {
      const id = fixture.own[ownPicks.length];
      if (!id) throw new Error(`fixture ${fixture.name} has no own pick for pick ${pick}`);
      if (!pool.get(id)) throw new Error(`fixture ${fixture.name}: no player ${id}`);
      ownPicks.push({ playerId: id, overallPick: pick, slot: null });
      taken.add(id);
      continue;
    }
    const player = byAdp.find((p: Player) => !taken.has(p.id) && !reserved.has(p.id))!;
    taken.add(player.id);
    takenByOthers.push({ playerId: player.id, overallPick: pick, position: player.position, adp: player.adp.ppr });
  }
  const team = {
    id: fixture.id,
    userId: '00000000-0000-4000-8000-000000000001',
    name: fixture.name,
    scoringFormat: 'PPR' as const,
    leagueSize: 12 as const,
    draftPosition: fixture.slot,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    draftGrade: null,
    playerCount: ownPicks.length,
    isMock: false,
    version: ownPicks.length + takenByOthers.length,
    createdAt: '2026-08-20T12:00:00.000Z',
  };
  // Each pick auto-assigned as the draft screen does, so the roster has the league's slots.
  const roster = ownPicks.reduce(
    (current, pick) => addPlayer(current, pick.playerId, pool.get(pick.playerId)!.position),
    emptyRoster(DEFAULT_ROSTER_SPOTS),
  );
  return {
    team,
    roster: { playerIds: roster.playerIds, positions: roster.positions, bench: roster.bench, ownPicks },
    takenByOthers,
    liveGrade: null,
    version: team.version,
  };
}
