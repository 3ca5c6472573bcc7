import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ChatEngineName, ChatMessageDto } from '@draftmode/domain';
import { isUuid } from '../teams';
import { CHAT_MESSAGES } from './chat.messages';

interface NewChatMessage {
  userId: string;
  role: 'user' | 'ai';
  content: string;
  focus: string;
  engine: ChatEngineName;
  promptTokens?: number | null;
  completionTokens?: number | null;
}

/**
 * A conversation's key from a `?focus=` query: 'all' or a team id (a mock draft's team too);
 * undefined when absent (every conversation). Anything else is a 400.
 */
export function conversationOf(focus: unknown): string | undefined {
  if (focus === undefined) return undefined;
  if (focus === 'all' || (typeof focus === 'string' && isUuid(focus))) return focus;
  throw new BadRequestException({ message: CHAT_MESSAGES.badFocus, fields: { focus: CHAT_MESSAGES.badFocus } });
}

/** Messages kept in view: the panel shows the latest ones. */
const HISTORY_LIMIT = 200;

interface Row {
  id: string;
  role: 'user' | 'ai';
  content: string;
  focus: string;
  engine: ChatEngineName;
  created_at: Date;
}

/**
 * The `chat_messages` table, always read and cleared by its owner's id. Each message keeps the
 * focus it was asked with, and that focus is its conversation: one per team (a mock draft's team
 * is one of them) and one for 'All teams'.
 */
@Injectable()
export class ChatHistory {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's latest `limit` messages of one conversation (every one without `focus`), oldest first. */
  async list(userId: string, limit = HISTORY_LIMIT, focus?: string): Promise<ChatMessageDto[]> {
    const rows = (await this.dataSource.query(
      // clock_timestamp() on insert gives each message its own instant, so time alone orders them.
      `SELECT id, role, content, focus, engine, created_at FROM (
         SELECT id, role, content, focus, engine, created_at FROM chat_messages
         WHERE user_id = $1 AND ($3::text IS NULL OR focus = $3) ORDER BY created_at DESC LIMIT $2
       ) latest ORDER BY created_at`,
      [userId, limit, focus ?? null],
    )) as Row[];
    return rows.map(toDto);
  }

  async append(message: NewChatMessage): Promise<ChatMessageDto> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO chat_messages (id, user_id, role, content, focus, engine, prompt_tokens, completion_tokens, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp())
       RETURNING id, role, content, focus, engine, created_at`,
      [
        randomUUID(),
        message.userId,
        message.role,
        message.content,
        message.focus,
        message.engine,
        message.promptTokens ?? null,
        message.completionTokens ?? null,
      ],
    )) as Row[];
    return toDto(row!);
  }

  /** Deletes one conversation of the user (all of them without `focus`); returns how many messages went. */
  async clear(userId: string, focus?: string): Promise<number> {
    const [, count] = (await this.dataSource.query('DELETE FROM chat_messages WHERE user_id = $1 AND ($2::text IS NULL OR focus = $2)', [
      userId,
      focus ?? null,
    ])) as [unknown, number];
    return count;
  }
}

function toDto(row: Row): ChatMessageDto {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    focus: row.focus,
    engine: row.engine,
    timestamp: row.created_at.toISOString(),
  };
}
