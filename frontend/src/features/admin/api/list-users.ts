import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AdminUserListDto } from '@draftmode/domain';
import type { UserFilter } from './admin-types';
import { userFilterParams } from './user-filter-params';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** GET /admin/users : one page of the users matching the filter. */
function listUsers(filter: UserFilter, page: number, pageSize: number, signal?: AbortSignal): Promise<AdminUserListDto> {
  const params = userFilterParams(filter);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return api<AdminUserListDto>(`/admin/users?${params.toString()}`, { signal });
}

/** The page the users table shows; the previous page stays on screen while the next one loads. */
export function useAdminUsers(filter: UserFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, { ...filter, search: filter.search.trim() }, page, pageSize],
    queryFn: ({ signal }) => listUsers(filter, page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
