import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { toFormFailure } from '@/lib/error-message';

export interface Passkey {
  id: string;
  name: string;
  deviceType: string;
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /users/me/passkeys. */
function listPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return api<Passkey[]>('/users/me/passkeys', { signal });
}

interface PasskeysState {
  passkeys: Passkey[] | null;
  error: string | null;
  reload: () => void;
}

/** The signed-in user's passkeys, loaded on mount and again on `reload()`. */
export function usePasskeys(): PasskeysState {
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listPasskeys(controller.signal).then(
      (list) => {
        setPasskeys(list);
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(toFormFailure(failure).message);
      },
    );
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { passkeys, error, reload };
}
