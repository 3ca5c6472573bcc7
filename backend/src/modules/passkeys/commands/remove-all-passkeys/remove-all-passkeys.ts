import type { EntityManager } from 'typeorm';

/**
 * Removes every passkey of a user. A password reset calls it inside its transaction, so a passkey
 * planted with a stolen session does not outlive the recovery.
 *
 * A function over an EntityManager rather than a provider, like `recordSignIn`: the reset lives
 * in AuthModule and runs in its own transaction.
 */
export async function removeAllPasskeys(manager: Pick<EntityManager, 'query'>, userId: string): Promise<void> {
  await manager.query('DELETE FROM passkeys WHERE user_id = $1', [userId]);
}
