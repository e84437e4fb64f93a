import type { ServerEvent } from '@quoin/protocol';
import type { ChatMessage } from '@quoin/store';
import type { AppContext } from '../app-deps.ts';

const LIVE_ACTOR = 'live';

/** The wire form of a stored chat message. */
function chatEvent(message: ChatMessage): ServerEvent {
  const { id, role, content, createdAt } = message;
  return { type: 'chat_message_added', message: { id, role, content, createdAt } };
}

/** Stores a chat message of the estimate and sends it to every socket of the estimate. */
export async function say(
  context: AppContext,
  estimateId: string,
  role: 'user' | 'assistant',
  content: string,
): Promise<void> {
  const message = await context.store.chatMessages.appendMessage(
    { estimateId, role, content, id: context.newId('msg') },
    { actor: LIVE_ACTOR },
  );
  context.hub.broadcast(estimateId, chatEvent(message));
}
