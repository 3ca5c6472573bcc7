import { useMockDraftOfTeam } from '../api/mock-draft';
import { mockBlockedReason, mockTurnOf } from '../components/mock-draft-bar';
import type { PickOwnership } from '@draftmode/draft-core';
import type { DraftModel } from './use-draft-model';

interface MockTurnInput {
  teamId: string;
  isMock: boolean;
  version: number;
  /** Commands of this screen not yet answered. */
  pending: number;
  leagueSize: number;
  /** Who makes each pick: the league's draft order and traded picks. */
  ownership: PickOwnership;
  model: Pick<DraftModel, 'currentOverall' | 'ownTurn'>;
}

/** A mock draft's state beside its team: whose turn it is, and why the user may not draft now (null when he may). */
export function useMockTurn({ teamId, isMock, version, pending, leagueSize, ownership, model }: MockTurnInput) {
  const mock = useMockDraftOfTeam(teamId, version, isMock);
  const mockTurn = mock.draft
    ? mockTurnOf(mock.draft, { version, pending, currentOverall: model.currentOverall, userPick: model.ownTurn, leagueSize, ownership })
    : null;
  // In a mock draft the user drafts only on his turn; until the draft is known, not at all.
  const mockBlocked = !isMock ? null : mockTurn ? mockBlockedReason(mockTurn) : 'Loading the mock draft…';
  return { mock, mockTurn, mockBlocked };
}
