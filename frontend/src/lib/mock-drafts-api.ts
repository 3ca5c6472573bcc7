import type { MockDraftDetailDto, MockDraftDto, StartMockDraftPayload, UpdateMockDraftPayload } from '@draftmode/domain';
import { api } from './api';
import { ApiError } from './api-client';

/**
 * /api/mock-drafts (issue 9), shared by the mock-drafts page (start, list, delete) and the draft
 * screen (a running mock draft's turn, speed, pause and advance). One set of query keys, so a
 * change made on one screen refreshes the other.
 */
export const mockDraftKeys = {
  all: ['mock-drafts'] as const,
  list: () => [...mockDraftKeys.all, 'list'] as const,
  ofTeam: (teamId: string) => [...mockDraftKeys.all, 'team', teamId] as const,
  detail: (draftId: string) => [...mockDraftKeys.all, 'detail', draftId] as const,
};

/** GET /mock-drafts: the user's mock drafts, newest first. */
export function fetchMockDrafts(signal?: AbortSignal): Promise<MockDraftDto[]> {
  return api<MockDraftDto[]>('/mock-drafts', { signal });
}

/** GET /mock-drafts?teamId=: the mock draft whose mock team is `teamId` (one draft, not the whole list). */
export async function fetchMockDraftOfTeam(teamId: string, signal?: AbortSignal): Promise<MockDraftDto> {
  try {
    return await api<MockDraftDto>(`/mock-drafts?teamId=${encodeURIComponent(teamId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new Error('This mock draft no longer exists. Start a new one from Mock drafts.');
    throw error;
  }
}

/** GET /mock-drafts/:id: the draft as it stands now (user on the clock, the pick, the stream version it describes). */
export function fetchMockDraft(draftId: string, signal?: AbortSignal): Promise<MockDraftDetailDto> {
  return api<MockDraftDetailDto>(`/mock-drafts/${encodeURIComponent(draftId)}`, { signal });
}

/** POST /mock-drafts: the draft starts at once (the bots pick until the user's turn); its team is `teamId`. */
export function startMockDraft(payload: StartMockDraftPayload): Promise<MockDraftDetailDto> {
  return api<MockDraftDetailDto>('/mock-drafts', { method: 'POST', body: payload });
}

/** PATCH /mock-drafts/:id: speed, auto-pick, pause or resume. */
export function updateMockDraft(draftId: string, changes: UpdateMockDraftPayload): Promise<MockDraftDetailDto> {
  return api<MockDraftDetailDto>(`/mock-drafts/${encodeURIComponent(draftId)}`, { method: 'PATCH', body: changes });
}

/** POST /mock-drafts/:id/advance: at 'Wait for me' speed the bots make their next pick, or every pick up to the user's turn. */
export function advanceMockDraft(draftId: string, untilMyTurn: boolean): Promise<MockDraftDetailDto> {
  return api<MockDraftDetailDto>(`/mock-drafts/${encodeURIComponent(draftId)}/advance`, { method: 'POST', body: { untilMyTurn } });
}

/** DELETE /mock-drafts/:id: removes the draft and its mock team. */
export function deleteMockDraft(draftId: string): Promise<void> {
  return api<void>(`/mock-drafts/${encodeURIComponent(draftId)}`, { method: 'DELETE' });
}
