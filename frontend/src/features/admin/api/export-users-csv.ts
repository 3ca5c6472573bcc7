import { isApiErrorBody } from '@draftmode/domain';
import { ApiError } from '@/lib/api-client';
import { clearSession, readSession } from '@/lib/session';
import type { UserFilter } from './admin-types';
import { userFilterParams } from './user-filter-params';

/**
 * GET /admin/users/export.csv : every user matching the filter, saved as the file the server
 * names. The JSON API client cannot carry a file, so this is its one direct fetch; it attaches
 * the token the same way and turns error answers into the same {@link ApiError}.
 */
export async function exportUsersCsv(filter: UserFilter): Promise<string> {
  const { token } = readSession();
  let response: Response;
  try {
    response = await fetch(`/api/admin/users/export.csv?${userFilterParams(filter).toString()}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError({ statusCode: 0, error: 'Network Error', message: 'Cannot reach DraftMode. Check your connection and try again.' });
  }
  if (!response.ok) {
    // The route guard sends a signed-out visitor to /auth once the session is gone.
    if (response.status === 401) clearSession();
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(
      isApiErrorBody(body)
        ? body
        : { statusCode: response.status, error: response.statusText, message: `The export failed (${response.status}). Please try again.` },
    );
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'draftmode-users.csv';
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; revoking later keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}
