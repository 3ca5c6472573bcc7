import { z } from 'zod';

/** GET /api/email-test/outbox (admin): one stored email, links to other people's accounts masked. */
export const outboxEmailDtoSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  html: z.string(),
  text: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type OutboxEmailDto = z.infer<typeof outboxEmailDtoSchema>;
