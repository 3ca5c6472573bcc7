import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { toFormFailure } from '@/lib/error-message';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  template: string;
  html: string;
  text: string;
  createdAt: string;
}

/** GET /email-test/outbox (admin) → the latest 20 messages, newest first. */
export function listOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return api<OutboxMessage[]>('/email-test/outbox', { signal });
}

export function useOutbox(): { messages: OutboxMessage[] | null; error: string | null; reload: () => void } {
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
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
