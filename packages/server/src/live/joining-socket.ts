import type { LiveSocket } from './live-hub.ts';

/** A socket's place in the hub while it joins: holds what is broadcast until the history has been sent. */
export interface JoiningSocket extends LiveSocket {
  /** Sends what was held, less the chat messages `historyIds` already sent, then passes everything through. */
  release(historyIds: ReadonlySet<string>): void;
}

function chatMessageId(frame: string): string | undefined {
  if (!frame.includes('"chat_message_added"')) return undefined;
  const event = JSON.parse(frame) as { type?: string; message?: { id?: string } };
  return event.type === 'chat_message_added' ? event.message?.id : undefined;
}

/**
 * Joins the hub before the history is read, so that nothing stored in between is lost (a message stored after
 * the read but before the join reached neither: issue 14); what arrives meanwhile waits until the history is
 * out, and a message the history already holds is not sent twice.
 */
export function joiningSocket(socket: LiveSocket): JoiningSocket {
  let held: string[] | undefined = [];
  return {
    get readyState() {
      return socket.readyState;
    },
    send(frame: string) {
      if (held) held.push(frame);
      else socket.send(frame);
    },
    release(historyIds) {
      const frames = held ?? [];
      held = undefined;
      for (const frame of frames) {
        const id = chatMessageId(frame);
        if (id === undefined || !historyIds.has(id)) socket.send(frame);
      }
    },
  };
}
