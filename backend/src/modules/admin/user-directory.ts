import { z } from 'zod';
import type { AdminUserDto } from '@draftmode/domain';

/** The columns the users table can be sorted by, mapped to the SQL each one sorts on. */
export const USER_SORT_COLUMNS = {
  name: 'lower(u.name)',
  email: 'u.email',
  role: 'u.role',
  createdAt: 'u.created_at',
  lastSignInAt: 'u.last_sign_in_at',
  teams: 'teams',
  passkeys: 'passkeys',
} as const;

export type UserSortColumn = keyof typeof USER_SORT_COLUMNS;
const SORT_NAMES = Object.keys(USER_SORT_COLUMNS) as [UserSortColumn, ...UserSortColumn[]];

export const MAX_PAGE_SIZE = 100;

const filterShape = {
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(200, { error: 'search can be at most 200 characters' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  role: z.enum(['user', 'admin'], { error: 'role must be user or admin' }).optional(),
  sort: z.enum(SORT_NAMES, { error: `sort must be one of ${SORT_NAMES.join(', ')}` }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
};

/** Which users, in which order: the filter the table shows and the CSV export repeats. */
export const userFilterSchema = z.strictObject(filterShape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined),
});
export type UserFilter = z.output<typeof userFilterSchema>;

const whole = (name: string, min: number, max: number, fallback: number) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} can be at most ${max}` }),
    )
    .default(fallback);

/** One page of the filter. */
export const userPageSchema = z.strictObject(
  { ...filterShape, page: whole('page', 1, 1_000_000, 1), pageSize: whole('pageSize', 1, MAX_PAGE_SIZE, 25) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined) },
);
export type UserPage = z.output<typeof userPageSchema>;

export interface UserRowSql {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  created_at: Date;
  last_sign_in_at: Date | null;
  teams: number;
  passkeys: number;
}

export function toAdminUserRow(row: UserRowSql): AdminUserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
    teams: Number(row.teams),
    passkeys: Number(row.passkeys),
  };
}

/** `%`, `_` and `\` in the search term match themselves rather than acting as wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The WHERE clause and its parameters ($1, $2, …) for a filter. */
export function userWhere(filter: Pick<UserFilter, 'search' | 'role'>): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.search) {
    params.push(likePattern(filter.search));
    conditions.push(`(u.name ILIKE $${params.length} OR u.email ILIKE $${params.length})`);
  }
  if (filter.role) {
    params.push(filter.role);
    conditions.push(`u.role = $${params.length}`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * The SELECT of the users matching a filter, in its order (sort columns come from the whitelist
 * above, never from the request). Ties, and users never signed in, fall back to a stable order.
 */
export function userSelect(filter: UserFilter): { sql: string; params: unknown[] } {
  const where = userWhere(filter);
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  const sql = `
    SELECT u.id, u.name, u.email, u.role, u.created_at, u.last_sign_in_at,
           (SELECT count(*)::int FROM team_list t WHERE t.user_id = u.id) AS teams,
           (SELECT count(*)::int FROM passkeys p WHERE p.user_id = u.id) AS passkeys
      FROM users u
      ${where.sql}
     ORDER BY ${USER_SORT_COLUMNS[filter.sort]} ${direction} NULLS LAST, u.created_at DESC, u.id`;
  return { sql, params: where.params };
}
