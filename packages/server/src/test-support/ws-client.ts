import WebSocket from 'ws';

/** A ws client that records every event and can wait for one; for tests against a listening server. */
export interface TestSocket {
  socket: WebSocket;
  events: Record<string, unknown>[];
  /** The close code once the server or client closes the socket. */
  closed: Promise<number>;
  send(frame: unknown): void;
  /** Resolves with the first recorded event (from `from` on) of this type matching the check. */
  next(type: string, from?: number, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function connectTestSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const events: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    events,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (type, from = 0, timeoutMs = 8000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find((event) => event.type === type);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no ${type} event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}
