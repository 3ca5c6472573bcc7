import { isUuid } from '../queries/team-read-models';
import { teamIdForCreate } from './team-command.handler';

describe('teamIdForCreate', () => {
  it('is a stable UUID per user and command id', () => {
    const id = teamIdForCreate('user-1', 'command-1');
    expect(isUuid(id)).toBe(true);
    expect(teamIdForCreate('user-1', 'command-1')).toBe(id);
    expect(teamIdForCreate('user-2', 'command-1')).not.toBe(id);
  });
});
