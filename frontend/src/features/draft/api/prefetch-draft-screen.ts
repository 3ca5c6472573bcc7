import { FORMAT_KEY, type TeamSummaryDto } from '@draftmode/domain';
import type { QueryClient } from '@tanstack/react-query';
import { fetchPlayerPool, playerPoolKey } from '@/lib/players';
import { readSession } from '@/lib/session';
import { fetchTeam, fetchTeams, teamKeys } from '@/lib/teams-api';

/** The team the screen opens: the one in ?team=, else the first real (non-practice) team, else the first. */
export function chooseTeam(teams: readonly TeamSummaryDto[], requested: string | null): TeamSummaryDto | undefined {
  return teams.find((team) => team.id === requested) ?? teams.find((team) => !team.isMock) ?? teams[0];
}

/**
 * Starts the draft screen's requests when a user is signed in, without waiting for them (the
 * screen shows its own loading state and errors).
 */
export function startDraftScreenRequests(queryClient: QueryClient, url: URL): void {
  try {
    if (!readSession().token) return;
  } catch {
    return; // Storage blocked: the app's error boundary says so once the screen renders.
  }
  prefetchDraftScreen(queryClient, url).catch(() => undefined);
}

/**
 * Starts the requests the draft screen opens with (the teams, the team on screen and its format's
 * player pool) while the screen's code is still loading, so the board does not wait for its code
 * and then for its data in turn. A team named in ?team= (a real one or a mock draft's) is asked for
 * at once, beside the list, and its pool as soon as its format is known. The screen's own queries
 * take over the requests in flight. Errors are left to them: a failed prefetch only means the
 * screen asks again.
 */
async function prefetchDraftScreen(queryClient: QueryClient, url: URL): Promise<void> {
  const requested = url.searchParams.get('team');
  const teams = queryClient.fetchQuery({ queryKey: teamKeys.list(), queryFn: ({ signal }) => fetchTeams(signal) });
  if (requested) teams.catch(() => undefined); // Not waited for: the screen's own query reports a failure.
  const teamId = requested ?? chooseTeam(await teams, null)?.id;
  if (!teamId) return;
  const { team } = await queryClient.fetchQuery({ queryKey: teamKeys.detail(teamId), queryFn: ({ signal }) => fetchTeam(teamId, signal) });
  const format = FORMAT_KEY[team.scoringFormat];
  await queryClient.prefetchQuery({
    queryKey: playerPoolKey(format),
    queryFn: ({ signal }) => fetchPlayerPool(format, signal),
    staleTime: Infinity,
  });
}
