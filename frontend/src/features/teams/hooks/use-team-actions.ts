import type { TeamCommandResult } from '@draftmode/domain';
import { notify } from './notify';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-client';
import { toFormFailure } from '@/lib/error-message';
import { teamKeys, useTeamCommand, type TeamRequest } from '@/lib/teams-api';

/** How a failed command is reported: a toast (default) or handed back to the caller only. */
interface RunOptions {
  /** Set when the caller shows the message itself (a form field, a dialog). */
  quiet?: boolean;
}

type RunResult = { ok: true; result: TeamCommandResult } | { ok: false; message: string; fields: Record<string, string> };

/**
 * Runs one team command at the version the page last saw. A 409 (stale version) refetches the
 * team so the next attempt starts from the server's view; every failure's message is shown.
 */
export function useTeamActions(teamId: string, version: number) {
  const queryClient = useQueryClient();
  const mutation = useTeamCommand(teamId);
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (command: TeamRequest, options: RunOptions = {}): Promise<RunResult> => {
      try {
        const result = await mutateAsync({ command, expectedVersion: version });
        return { ok: true, result };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          void queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) });
          void queryClient.invalidateQueries({ queryKey: teamKeys.list() });
        }
        const failure = toFormFailure(error);
        if (!options.quiet) notify({ color: 'red', title: 'Team not updated', message: failure.message });
        return { ok: false, ...failure };
      }
    },
    [mutateAsync, queryClient, teamId, version],
  );

  return { run, pending: mutation.isPending };
}
