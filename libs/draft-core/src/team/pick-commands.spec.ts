import { PICK_COMMAND_TYPES } from '@draftmode/domain';
import { pickCommandOf } from './pick-commands';

describe('pickCommandOf', () => {
  it('sends each pick command word as its draft-core command for the player', () => {
    expect(PICK_COMMAND_TYPES.map((type) => pickCommandOf(type, 'p1'))).toEqual([
      { type: 'DraftPlayer', data: { playerId: 'p1' } },
      { type: 'RecordTakenByOther', data: { playerId: 'p1' } },
      { type: 'UndoPick', data: { playerId: 'p1' } },
    ]);
  });
});
