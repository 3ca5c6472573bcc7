import { PlayerPool } from '../../player-pool';
import type { SleeperPick } from './sleeper.client';
import { SleeperPlayerMatcher } from './sleeper-player-matcher';

const matcher = new SleeperPlayerMatcher(new PlayerPool({ dataDir: '/nonexistent/draftmode-test' }));

function pick(overrides: Partial<SleeperPick>): SleeperPick {
  return {
    round: 1,
    pickNo: 1,
    draftSlot: 1,
    playerId: '0',
    firstName: '',
    lastName: '',
    position: null,
    team: null,
    rosterId: null,
    pickedBy: null,
    isKeeper: false,
    ...overrides,
  };
}

describe('SleeperPlayerMatcher', () => {
  it('matches by the pool’s sleeperId first, whatever the name says', () => {
    expect(matcher.match(pick({ playerId: '7564', firstName: 'Someone', lastName: 'Else', position: 'QB' }))).toEqual({
      player: expect.objectContaining({ id: 'ja-marr-chase' }),
    });
  });

  it('falls back to name, position and team, across spellings and suffixes', () => {
    const found = (first: string, last: string, position: string, team: string) => {
      const match = matcher.match(pick({ playerId: '990001', firstName: first, lastName: last, position, team }));
      return 'player' in match ? match.player.id : match.reason;
    };
    expect(found('D.K.', 'Metcalf', 'WR', 'PIT')).toBe('dk-metcalf');
    expect(found('Marvin', 'Harrison', 'WR', 'ARI')).toBe('marvin-harrison-jr');
    expect(found('Amon-Ra', 'St. Brown', 'WR', 'DET')).toBe('amon-ra-st-brown');
    expect(found('Kansas City', 'Chiefs', 'DEF', 'KC')).toBe('def-kc');
  });

  it('matches a defense by the team abbreviation Sleeper uses as its player id', () => {
    expect(matcher.match(pick({ playerId: 'DET', firstName: 'Detroit', lastName: 'Lions', position: 'DEF', team: null }))).toEqual({
      player: expect.objectContaining({ id: 'def-det' }),
    });
  });

  it('reports what it cannot match instead of guessing', () => {
    expect(matcher.match(pick({ playerId: '4017', firstName: 'Myles', lastName: 'Garrett', position: 'DE', team: 'CLE' }))).toEqual({
      reason: 'Myles Garrett plays DE, a position DraftMode does not draft',
    });
    expect(matcher.match(pick({ playerId: '12514', firstName: 'Tory', lastName: 'Horton', position: 'WR', team: 'SEA' }))).toEqual({
      reason: 'Not matched to a DraftMode player: no player named "Tory Horton" (WR) in the pool',
    });
    expect(matcher.match(pick({ playerId: '123', position: 'RB' }))).toEqual({ reason: 'Sleeper sent no name for player 123' });
  });
});
