import type { ChatEngineName } from '@draftmode/domain';
import type { TeamSummaryDto } from '../../teams';

/** A message of the conversation so far, oldest first. */
export interface ChatTurn {
  role: 'user' | 'ai';
  content: string;
}

/** One question to answer. `teams` are the asking user's own teams and nobody else's. */
export interface ChatRequest {
  userId: string;
  /** 'all' or the id of one of `teams`. */
  focus: string;
  /** The team on the user's draft screen, if any: what a question with focus 'all' is about unless it names a team. */
  screenTeam?: string | null;
  message: string;
  history: ChatTurn[];
  teams: TeamSummaryDto[];
}

export interface ChatReply {
  content: string;
  engine: ChatEngineName;
  promptTokens: number | null;
  completionTokens: number | null;
}

/** Streams text as it is produced (the socket's `chat.token`). */
export type TokenListener = (delta: string) => void;
