/** The dashboard's own types for /api/admin/*; the response shapes are in @draftmode/domain (admin-api.ts). */

export type UserRole = 'user' | 'admin';
export type UserSortColumn = 'name' | 'email' | 'role' | 'createdAt' | 'lastSignInAt' | 'teams' | 'passkeys';
export type SortOrder = 'asc' | 'desc';

/** Which users, in which order: the table's filter, repeated by the CSV export. */
export interface UserFilter {
  search: string;
  role: UserRole | null;
  sort: UserSortColumn;
  order: SortOrder;
}
