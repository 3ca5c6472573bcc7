import { DEFAULT_ROSTER_SPOTS, type Position, type TeamEvent } from '@draftmode/domain';
import { DraftRuleError } from '../errors/draft-rule-error';
import { decide, type DecideContext } from './decide';
import { foldTeamEvents } from './evolve';
import type { TeamCommand } from './team-commands';
import type { TeamState } from './team-state';

/** What the decide-*.spec.ts files share: a small player pool, a created team and helpers to run commands on it. */

export const NOW = '2026-09-01T18:00:00.000Z';
export const POOL: Record<string, Position> = {
  q1: 'QB',
  q2: 'QB',
  r1: 'RB',
  r2: 'RB',
  r3: 'RB',
  w1: 'WR',
  w2: 'WR',
  w3: 'WR',
  w4: 'WR',
  t1: 'TE',
  k1: 'K',
  d1: 'DEF',
};
export const context: DecideContext = { now: NOW, positionOf: (id) => POOL[id] };

export const created: TeamEvent = {
  type: 'TeamCreated',
  data: {
    teamId: 't-1',
    userId: 'u-1',
    name: 'Gridiron Gang',
    scoringFormat: 'PPR',
    leagueSize: 12,
    draftPosition: 1,
    rosterSpots: DEFAULT_ROSTER_SPOTS,
    isMock: false,
    createdAt: '2026-08-01T00:00:00.000Z',
  },
};

export function given(...events: TeamEvent[]): TeamState {
  return foldTeamEvents([created, ...events]);
}

export function run(command: TeamCommand, state: TeamState, ctx: DecideContext = context): TeamEvent[] {
  return decide(command, state, ctx);
}

/** Runs each command in turn against the evolving state, as the backend would. */
export function afterCommands(commands: TeamCommand[], state: TeamState = given(), ctx: DecideContext = context): TeamState {
  return commands.reduce((current, command) => foldTeamEvents(run(command, current, ctx), current), state);
}

export function refusal(action: () => unknown): { code: string; message: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof DraftRuleError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a DraftRuleError');
}

export const draft = (playerId: string): TeamCommand => ({ type: 'DraftPlayer', data: { playerId } });
export const taken = (playerId: string): TeamCommand => ({ type: 'RecordTakenByOther', data: { playerId } });
export const add = (playerId: string): TeamCommand => ({ type: 'AddPlayerToRoster', data: { playerId } });
