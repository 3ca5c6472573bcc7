/** Which engine answers: the OpenAI provider or DraftMode's built-in strategy engine. */
export type ChatEngineName = 'openai' | 'builtin';

/** A stored chat message (id, role, content, timestamp, focus and engine). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'ai';
  content: string;
  /** 'all' or the id of the team the question was about. */
  focus: string;
  engine: ChatEngineName;
  timestamp: string;
}

/** GET /api/chat. */
export interface ChatHistory {
  engine: ChatEngineName;
  model: string | null;
  messages: ChatMessage[];
}

/** POST /api/chat/messages → 202: the stored question; the reply is produced off the request. */
export interface ChatAccepted {
  requestId: string;
  question: ChatMessage;
}

/** The socket's `chat.message`: a question and its stored reply. */
export interface ChatExchange {
  requestId: string;
  question: ChatMessage;
  reply: ChatMessage;
}

/** The socket's `chat.token`: a piece of the reply to `requestId`. */
export interface ChatToken {
  requestId: string;
  delta: string;
}

/** A team the chat can focus on. */
export interface ChatTeam {
  id: string;
  name: string;
}
