import type { Estimate } from '@quoin/core';
import { type ServerEvent, serializeServerEvent } from '@quoin/protocol';

/** The part of a WebSocket the hub needs (ws's WebSocket has it). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/** Open sockets by estimate: every event about an estimate goes to all of its sockets. */
export class LiveHub {
  private readonly sockets = new Map<string, Set<LiveSocket>>();
  private relay: ((estimateId: string, frame: string) => void) | undefined;

  /** Also hands every broadcast frame to `relay` (fanout/: other servers); their frames come in by deliver(). */
  relayTo(relay: ((estimateId: string, frame: string) => void) | undefined): void {
    this.relay = relay;
  }

  /** Sends an already serialized frame to this process's open sockets of the estimate (from another process). */
  deliver(estimateId: string, frame: string): void {
    for (const socket of this.sockets.get(estimateId) ?? [])
      if (socket.readyState === OPEN) socket.send(frame);
  }

  join(estimateId: string, socket: LiveSocket): void {
    const set = this.sockets.get(estimateId) ?? new Set();
    set.add(socket);
    this.sockets.set(estimateId, set);
  }

  leave(estimateId: string, socket: LiveSocket): void {
    const set = this.sockets.get(estimateId);
    set?.delete(socket);
    if (set?.size === 0) this.sockets.delete(estimateId);
  }

  /** The estimates this process has open sockets of (a fan-out that reconnects brings them up to date). */
  estimateIds(): string[] {
    return [...this.sockets.keys()];
  }

  count(estimateId: string): number {
    return this.sockets.get(estimateId)?.size ?? 0;
  }

  /** Sends to every open socket of the estimate; the frame is serialized once. */
  broadcast(estimateId: string, event: ServerEvent): void {
    const frame = serializeServerEvent(event);
    this.deliver(estimateId, frame);
    this.relay?.(estimateId, frame);
  }

  /** Several events in order. */
  broadcastAll(estimateId: string, events: readonly ServerEvent[]): void {
    for (const event of events) this.broadcast(estimateId, event);
  }
}

/** Sends one event to one socket when it is open. */
export function sendEvent(socket: LiveSocket, event: ServerEvent): void {
  if (socket.readyState === OPEN) socket.send(serializeServerEvent(event));
}

/** The events that tell clients the estimate changed: new version and total, then quality and lifecycle. */
export function estimateChangedEvents(estimate: {
  version: number;
  qualityScore?: number;
  lifecycleState: Estimate['lifecycleState'];
  grandTotalCents: number;
}): ServerEvent[] {
  return [
    { type: 'estimate_updated', version: estimate.version, grandTotalCents: estimate.grandTotalCents },
    {
      type: 'estimate_quality_updated',
      version: estimate.version,
      lifecycleState: estimate.lifecycleState,
      ...(estimate.qualityScore === undefined ? {} : { qualityScore: estimate.qualityScore }),
    },
  ];
}
