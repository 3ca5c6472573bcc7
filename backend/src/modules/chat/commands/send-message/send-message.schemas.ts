import { chatMessageSchema, isStorableText } from '@draftmode/domain';
import { z } from 'zod';
import { CHAT_MESSAGES } from '../../chat.messages';

/** POST /api/chat/messages: the shared chat message rules plus the client's id for matching socket events. */
export const sendMessageBodySchema = chatMessageSchema.extend({
  focus: z
    .string({ error: CHAT_MESSAGES.badFocus })
    .refine(isStorableText, { message: CHAT_MESSAGES.badFocus, abort: true })
    .trim()
    .min(1, CHAT_MESSAGES.badFocus)
    .max(64, CHAT_MESSAGES.badFocus)
    .default('all'),
  requestId: z.uuid({ error: CHAT_MESSAGES.requestId }).optional(),
  screenTeam: z.uuid({ error: CHAT_MESSAGES.screenTeam }).nullish(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
