import { useEffect, useState } from 'react';
import type { EventOf } from '../wire-types.ts';

/** One `agent_run_progress` event as the server sends it on `/ws/agent-runs`. */
export type AgentRunProgress = EventOf<'agent_run_progress'>;

function progressSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws/agent-runs`;
}

/**
 * The progress of the organisation's running agent runs that `accept` keeps (one run, or one agent's), live
 * from `/ws/agent-runs` while the component is shown; `connected` once the socket is open.
 */
export function useAgentRunProgress(accept: (event: AgentRunProgress) => boolean): {
  connected: boolean;
  events: AgentRunProgress[];
} {
  const [connected, setConnected] = useState(false);
  const [events, setEvents] = useState<AgentRunProgress[]>([]);
  const [keep] = useState(() => ({ accept }));
  keep.accept = accept;
  useEffect(() => {
    const socket = new WebSocket(progressSocketUrl());
    socket.onopen = () => setConnected(true);
    socket.onclose = () => setConnected(false);
    socket.onmessage = (message) => {
      const event = JSON.parse(String(message.data)) as { type?: string };
      if (event.type !== 'agent_run_progress') return;
      const progress = event as AgentRunProgress;
      if (keep.accept(progress)) setEvents((before) => [...before, progress]);
    };
    return () => socket.close();
  }, [keep]);
  return { connected, events };
}
