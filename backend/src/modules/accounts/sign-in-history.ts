import type { EntityManager } from 'typeorm';

/** How a user signed in; the `user_sign_ins.method` column accepts exactly these. */
type SignInMethod = 'password' | 'passkey';

/**
 * Records one successful sign-in in `user_sign_ins`, the history behind the admin dashboard's
 * daily active users (`users.last_sign_in_at` keeps only the latest). Pass the manager of an open
 * transaction to record it with the rest of the sign-in.
 *
 * A function over an EntityManager rather than a provider: password sign-in lives in AuthModule,
 * which UsersModule imports, so a provider here could not be injected there without a cycle.
 */
export async function recordSignIn(manager: Pick<EntityManager, 'query'>, userId: string, method: SignInMethod): Promise<void> {
  await manager.query('INSERT INTO user_sign_ins (user_id, method) VALUES ($1, $2)', [userId, method]);
}
