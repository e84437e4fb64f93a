import { actAs, type Principal, roleAtLeast } from '@quoin/store';
import type { SessionSocket } from '../live/live-session.ts';

// Frames that only read; every other client frame (chat, approving or rejecting a plan, intake answers) edits.
const READ_FRAMES = new Set(['ping']);

function frameType(data: Buffer | ArrayBuffer | Buffer[]): string | undefined {
  try {
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const parsed = JSON.parse(text) as { type?: unknown };
    return typeof parsed.type === 'string' ? parsed.type : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The estimate socket as a principal may use it: a viewer's editing frames are answered with FORBIDDEN and
 * never reach the session; an authenticated user's frames run as that user (audit rows name them).
 */
export function guardSocket(socket: SessionSocket, principal: Principal, signedIn: boolean): SessionSocket {
  const canEdit = roleAtLeast(principal.role, 'estimator');
  const guarded = {
    get readyState() {
      return socket.readyState;
    },
    send: (data: string) => socket.send(data),
    close: (code?: number, reason?: string) => socket.close(code, reason),
  } as SessionSocket;
  guarded.on = ((event: string, listener: (...args: never[]) => void) => {
    if (event !== 'message') return socket.on(event as 'close', listener as () => void);
    const onMessage = listener as (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void;
    return socket.on('message', (data, isBinary) => {
      const type = isBinary ? undefined : frameType(data);
      if (!canEdit && type !== undefined && !READ_FRAMES.has(type)) {
        socket.send(
          JSON.stringify({
            type: 'error',
            code: 'FORBIDDEN',
            message: `A ${principal.role} reads estimates; ${type} needs an estimator.`,
            details: { role: principal.role, frame: type },
            isRetryable: false,
          }),
        );
        return;
      }
      if (signedIn) actAs(principal.email, () => onMessage(data, isBinary), principal.role);
      else onMessage(data, isBinary);
    });
  }) as SessionSocket['on'];
  return guarded;
}
