import { type ServerEvent, serializeServerEvent } from '@quoin/protocol';
import type pg from 'pg';
import { estimateChangedEvents } from '../live/live-hub.ts';

type Lifecycle = Parameters<typeof estimateChangedEvents>[0]['lifecycleState'];

interface StampRow {
  id: string;
  version: number;
  lifecycle: Lifecycle;
  quality_score: number | null;
  grand_total_cents: string;
}

/**
 * The frames that bring a browser up to date with estimates it may have missed events of: each estimate's
 * stored version, total, quality and lifecycle (a browser that sees a newer version reloads the estimate).
 * Read across organisations on purpose: only estimates whose sockets already joined (and were checked) are
 * asked for, and the frames go only to those sockets.
 */
export async function resyncFrames(
  client: pg.Client,
  estimatesTable: string,
  estimateIds: readonly string[],
): Promise<Map<string, string[]>> {
  const frames = new Map<string, string[]>();
  if (estimateIds.length === 0) return frames;
  const { rows } = await client.query<StampRow>(
    `select id, version, lifecycle, quality_score, grand_total_cents from ${estimatesTable} where id = any($1)`,
    [estimateIds],
  );
  for (const row of rows) {
    const events: ServerEvent[] = estimateChangedEvents({
      version: row.version,
      lifecycleState: row.lifecycle,
      grandTotalCents: Number(row.grand_total_cents),
      ...(row.quality_score === null ? {} : { qualityScore: row.quality_score }),
    });
    frames.set(row.id, events.map(serializeServerEvent));
  }
  return frames;
}
