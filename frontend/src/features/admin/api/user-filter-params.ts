import type { UserFilter } from './admin-types';

/** The query string of a filter; an empty search and "any role" are left out. */
export function userFilterParams(filter: UserFilter): URLSearchParams {
  const params = new URLSearchParams({ sort: filter.sort, order: filter.order });
  const search = filter.search.trim();
  if (search) params.set('search', search);
  if (filter.role) params.set('role', filter.role);
  return params;
}
