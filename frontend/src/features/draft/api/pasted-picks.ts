import type { PastedPicksPreviewDto, RecordPastedPicksResult } from '@draftmode/domain';
import { api } from '@/lib/api';

/** POST /teams/:id/pasted-picks/preview: the pasted list as read and compared with the team's picks; changes nothing. */
export function previewPastedPicks(teamId: string, text: string): Promise<PastedPicksPreviewDto> {
  return api<PastedPicksPreviewDto>(`/teams/${encodeURIComponent(teamId)}/pasted-picks/preview`, { method: 'POST', body: { text } });
}

/**
 * POST /teams/:id/pasted-picks at the version the preview was made at. Never sent again at another
 * version: a 409 means the team changed since the user read the list, so it is read again first.
 */
export function recordPastedPicks(teamId: string, version: number, text: string): Promise<RecordPastedPicksResult> {
  return api<RecordPastedPicksResult>(`/teams/${encodeURIComponent(teamId)}/pasted-picks`, {
    method: 'POST',
    body: { text, expectedVersion: version, commandId: crypto.randomUUID() },
  });
}
