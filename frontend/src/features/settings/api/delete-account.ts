import { enteredPasswordSchema } from '@draftmode/domain';
import { z } from 'zod';
import { api } from '@/lib/api';

export const deleteAccountSchema = z.object({ password: enteredPasswordSchema });
export type DeleteAccountPayload = z.output<typeof deleteAccountSchema>;

/** DELETE /users/me { password } → 204; removes the user, their teams and chat history. */
export function deleteAccount(payload: DeleteAccountPayload): Promise<void> {
  return api<void>('/users/me', { method: 'DELETE', body: payload });
}
