import type { ChatResponder } from '@quoin/protocol';
import type { Store } from '@quoin/store';
import { type PublishedAgentSpecs, watchPublishedAgentSpecs } from './published-agent-specs.ts';

/** Makes a chat responder that runs the built-in agents as `specs` holds them (kept current by the caller). */
export type ChatResponderMaker = (specs: PublishedAgentSpecs) => ChatResponder;

export interface OrgChatResponders {
  /** The responder of one organisation: its own published agents, loaded before its first answer. */
  forOrg(orgId: string): ChatResponder;
  /** Stops watching every organisation's published agents. */
  stop(): void;
}

/**
 * One chat responder per organisation, each over the agents that organisation published in the studio (one
 * firm's edited scope agent is not another's), made on its first chat and kept current after.
 */
export function orgChatResponders(store: Store, make: ChatResponderMaker): OrgChatResponders {
  const made = new Map<string, ChatResponder>();
  const watching: Promise<() => void>[] = [];
  return {
    forOrg(orgId) {
      const existing = made.get(orgId);
      if (existing) return existing;
      const specs: PublishedAgentSpecs = {};
      const loaded = watchPublishedAgentSpecs(store.forOrg(orgId), specs);
      watching.push(loaded);
      const responder = make(specs);
      const answer: ChatResponder = async function* (turn, signal) {
        await loaded;
        yield* responder(turn, signal);
      };
      made.set(orgId, answer);
      return answer;
    },
    stop() {
      for (const loaded of watching)
        void loaded.then(
          (unsubscribe) => unsubscribe(),
          () => {},
        );
    },
  };
}
