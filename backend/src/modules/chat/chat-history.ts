import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ChatEngineName, ChatMessageDto } from '@draftmode/domain';

export interface NewChatMessage {
  userId: string;
  role: 'user' | 'ai';
  content: string;
  focus: string;
  engine: ChatEngineName;
  promptTokens?: number | null;
  completionTokens?: number | null;
}

/** Messages kept in view: the panel shows the latest ones. */
export const HISTORY_LIMIT = 200;

interface Row {
  id: string;
  role: 'user' | 'ai';
  content: string;
  focus: string;
  engine: ChatEngineName;
  created_at: Date;
}

/** The `chat_messages` table: one conversation per user, always read and cleared by its owner's id. */
@Injectable()
export class ChatHistory {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's latest `limit` messages, oldest first. */
  async list(userId: string, limit = HISTORY_LIMIT): Promise<ChatMessageDto[]> {
    const rows = (await this.dataSource.query(
      // clock_timestamp() on insert gives each message its own instant, so time alone orders them.
      `SELECT id, role, content, focus, engine, created_at FROM (
         SELECT id, role, content, focus, engine, created_at FROM chat_messages WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2
       ) latest ORDER BY created_at`,
      [userId, limit],
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

  /** Deletes the user's whole history; returns how many messages went. */
  async clear(userId: string): Promise<number> {
    const [, count] = (await this.dataSource.query('DELETE FROM chat_messages WHERE user_id = $1', [userId])) as [unknown, number];
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
