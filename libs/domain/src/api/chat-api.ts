import { z } from 'zod';

/**
 * Response and socket shapes of the chat (/api/chat*, `chat.token`, `chat.message`), shared by the
 * backend that sends them and the frontend that reads them.
 */

/** Which engine answers: the OpenAI provider or DraftMode's built-in strategy engine. */
export const chatEngineNameSchema = z.enum(['openai', 'builtin']);
export type ChatEngineName = z.infer<typeof chatEngineNameSchema>;

/** A stored chat message. */
export const chatMessageDtoSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'ai']),
  content: z.string(),
  /** 'all' or the id of the team the question was about. */
  focus: z.string(),
  engine: chatEngineNameSchema,
  /** ISO 8601 instant the message was stored. */
  timestamp: z.string(),
});
export type ChatMessageDto = z.infer<typeof chatMessageDtoSchema>;

/** GET /api/chat: the engine answering new messages and the latest messages, oldest first. */
export const chatHistoryDtoSchema = z.object({
  engine: chatEngineNameSchema,
  model: z.string().nullable(),
  messages: z.array(chatMessageDtoSchema),
});
export type ChatHistoryDto = z.infer<typeof chatHistoryDtoSchema>;

/** POST /api/chat/messages → 202: the stored question; the reply is produced off the request. */
export const chatAcceptedDtoSchema = z.object({ requestId: z.string(), question: chatMessageDtoSchema });
export type ChatAcceptedDto = z.infer<typeof chatAcceptedDtoSchema>;

/** The socket's `chat.message`: a question and its stored reply. */
export const chatExchangeDtoSchema = z.object({ requestId: z.string(), question: chatMessageDtoSchema, reply: chatMessageDtoSchema });
export type ChatExchangeDto = z.infer<typeof chatExchangeDtoSchema>;

/** The socket's `chat.token`: a piece of the reply being written for `requestId`. */
export const chatTokenDtoSchema = z.object({ requestId: z.string(), delta: z.string() });
export type ChatTokenDto = z.infer<typeof chatTokenDtoSchema>;
