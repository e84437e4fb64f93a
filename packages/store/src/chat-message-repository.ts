import { randomUUID } from 'node:crypto';
import { recordAudit, type WriteContext } from './audit-log.ts';
import type { Session } from './session.ts';
import { translateDatabaseError } from './store-errors.ts';

export type ChatRole = 'user' | 'assistant' | 'system' | 'tool';

export interface ChatMessage {
  seq: number;
  id: string;
  estimateId: string;
  role: ChatRole;
  content: string;
  /** Structured parts (tool calls, attachments) as JSON. */
  data?: unknown;
  actor: string;
  createdAt: string;
}

interface ChatRow {
  seq: number;
  id: string;
  estimate_id: string;
  role: ChatRole;
  content: string;
  data: unknown;
  actor: string;
  created_at: Date;
}

function toMessage(row: ChatRow): ChatMessage {
  return {
    seq: row.seq,
    id: row.id,
    estimateId: row.estimate_id,
    role: row.role,
    content: row.content,
    ...(row.data === null ? {} : { data: row.data }),
    actor: row.actor,
    createdAt: row.created_at.toISOString(),
  };
}

/** The chat beside an estimate, in the order it was written (`seq`). */
export class ChatMessageRepository {
  constructor(private readonly session: Session) {}

  async appendMessage(
    message: { estimateId: string; role: ChatRole; content: string; data?: unknown; id?: string },
    context: WriteContext,
  ): Promise<ChatMessage> {
    const id = message.id ?? randomUUID();
    const subject = { kind: 'chat message', id, estimateId: message.estimateId };
    return this.session
      .transaction(async (tx) => {
        const result = await tx.query<ChatRow>(
          `insert into chat_messages (id, estimate_id, role, content, data, actor)
         values ($1, $2, $3, $4, $5::jsonb, $6) returning *`,
          [
            id,
            message.estimateId,
            message.role,
            message.content,
            message.data === undefined ? null : JSON.stringify(message.data),
            context.actor,
          ],
        );
        const row = result.rows[0]!;
        await recordAudit(tx, context, 'chat.append', message.estimateId, {
          messageId: row.id,
          role: row.role,
        });
        return toMessage(row);
      })
      .catch((error: unknown) => {
        throw translateDatabaseError(error, subject);
      });
  }

  /** Messages after `afterSeq` (for paging or catching up), oldest first. */
  async listMessages(
    estimateId: string,
    options: { afterSeq?: number; limit?: number } = {},
  ): Promise<ChatMessage[]> {
    const result = await this.session.query<ChatRow>(
      'select * from chat_messages where estimate_id = $1 and seq > $2 order by seq limit $3',
      [estimateId, options.afterSeq ?? 0, options.limit ?? 500],
    );
    return result.rows.map(toMessage);
  }
}
