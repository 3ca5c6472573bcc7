import type { OutboxEmailDto } from '@draftmode/domain';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { toFormFailure } from '@/lib/error-message';

/** GET /email-test/outbox (admin) → the latest 20 messages, newest first. */
function listOutbox(signal?: AbortSignal): Promise<OutboxEmailDto[]> {
  return api<OutboxEmailDto[]>('/email-test/outbox', { signal });
}

export function useOutbox(): { messages: OutboxEmailDto[] | null; error: string | null; reload: () => void } {
  const [messages, setMessages] = useState<OutboxEmailDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listOutbox(controller.signal).then(
      (list) => {
        setMessages(list);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(toFormFailure(failure).message);
      },
    );
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { messages, error, reload };
}
