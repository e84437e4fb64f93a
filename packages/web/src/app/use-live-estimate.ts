import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api } from './api-client.ts';
import { initialLiveState, type LiveState, liveReducer, type UnknownEvent } from './live-state.ts';
import type { ClientEvent, EstimateResponse } from './wire-types.ts';

/** Close code the server uses when the estimate does not exist: do not reconnect. */
const CLOSE_NOT_FOUND = 4404;
const MAX_RECONNECT_DELAY_MS = 10_000;

export interface LiveEstimate {
  state: LiveState;
  send(event: ClientEvent): boolean;
  /** Puts a REST response in place (after this window's own edit). */
  accept(data: EstimateResponse): void;
  reload(): Promise<void>;
  setError(message?: string): void;
}

function socketUrl(estimateId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws/${encodeURIComponent(estimateId)}`;
}

/**
 * The estimate over REST, kept live by /ws/:estimateId: every event goes through one reducer, and a newer
 * version announced by any event fetches the estimate again, so two windows on one estimate stay in sync.
 */
export function useLiveEstimate(estimateId: string): LiveEstimate {
  const [state, dispatch] = useReducer(liveReducer, initialLiveState);
  const socketRef = useRef<WebSocket | undefined>(undefined);

  const reload = useCallback(async () => {
    try {
      dispatch({ type: 'loaded', data: await api.getEstimate(estimateId) });
    } catch (error) {
      dispatch({ type: 'error', message: (error as Error).message });
    }
  }, [estimateId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (state.stale) void reload();
  }, [state.stale, reload]);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const socket = new WebSocket(socketUrl(estimateId));
      socketRef.current = socket;
      dispatch({ type: 'connection', connection: 'connecting' });
      socket.onopen = () => {
        attempt = 0;
        dispatch({ type: 'connection', connection: 'open' });
      };
      socket.onmessage = (message) => {
        try {
          const event = JSON.parse(String(message.data)) as UnknownEvent;
          if (event && typeof event.type === 'string') dispatch({ type: 'event', event });
        } catch {
          // A frame that is not JSON is the server's fault; the next estimate_updated heals the state.
        }
      };
      socket.onclose = (close) => {
        dispatch({ type: 'connection', connection: 'closed' });
        if (stopped || close.code === CLOSE_NOT_FOUND) return;
        attempt += 1;
        timer = setTimeout(connect, Math.min(MAX_RECONNECT_DELAY_MS, 500 * 2 ** attempt));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [estimateId]);

  const send = useCallback((event: ClientEvent) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  }, []);

  const accept = useCallback((data: EstimateResponse) => dispatch({ type: 'loaded', data }), []);
  const setError = useCallback((message?: string) => dispatch({ type: 'error', message }), []);
  return { state, send, accept, reload, setError };
}
