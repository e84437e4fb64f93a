import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { LiveHub } from '../live/live-hub.ts';
import { resyncFrames } from './resync-events.ts';

export interface PgFanoutOptions {
  databaseUrl: string;
  /** The store's schema when not `public` (tests); also names the channel, so test runs do not hear each other. */
  schema?: string;
  /** The NOTIFY channel, when not named after the schema. */
  channel?: string;
  onError?: (error: Error) => void;
  /** The first wait before a dropped connection is opened again; it doubles up to 5 s while it fails. */
  reconnectDelayMs?: number;
}

export interface PgFanout {
  /** This process's id in the notifications it sends (its own are not delivered twice). */
  readonly origin: string;
  /** PostgreSQL's application_name of the LISTEN connection (`quoin-listen-ORIGIN`), for operators and tests. */
  readonly listenerName: string;
  /** How many times the LISTEN connection came back after it dropped (each followed by a resync). */
  readonly reconnects: number;
  stop(): Promise<void>;
}

/** NOTIFY payloads stop at 8000 bytes; a bigger message goes through fanout_frames. */
const MAX_INLINE_BYTES = 7_000;
const CLEANUP_EVERY = 200;
const MAX_RECONNECT_DELAY_MS = 5_000;

interface Notice {
  /** origin */
  o: string;
  /** estimate id */
  e: string;
  /** the frame, inline */
  f?: string;
  /** or the fanout_frames row holding it */
  r?: number;
}

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lost connection (no SQL state, or class 08 / 57P0x: terminated, shut down): the query never ran there. */
function isConnectionLoss(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code !== 'string' || code.startsWith('08') || code.startsWith('57P0');
}

/**
 * Estimate events across servers through PostgreSQL LISTEN/NOTIFY: every frame this process's hub broadcasts
 * is published on one connection (so notifications keep their order), and every frame another process published
 * is delivered to this process's sockets of that estimate, in the order notified. A worker runs one too, with no
 * sockets: its plan progress reaches the browsers through the servers.
 *
 * Connections drop (a failover, pg_terminate_backend, a network blip): the LISTEN connection is opened again
 * with a growing wait, and since NOTIFY keeps nothing for a listener that was away, every estimate with sockets
 * here is then re-sent from the database (version, total, quality), so a browser that missed events reloads.
 * A publish that lost its connection is sent once more on a new one.
 */
export async function startPgFanout(hub: LiveHub, options: PgFanoutOptions): Promise<PgFanout> {
  const origin = randomUUID();
  const channel =
    options.channel ??
    `quoin_events_${(options.schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63);
  const qualified = (name: string) => (options.schema ? `${identifier(options.schema)}.${name}` : name);
  const table = qualified('fanout_frames');
  const report =
    options.onError ?? ((error: Error) => process.stderr.write(`quoin fanout: ${error.message}\n`));
  const listenerName = `quoin-listen-${origin}`;
  const firstDelayMs = options.reconnectDelayMs ?? 100;
  let stopped = false;
  let reconnects = 0;

  const newClient = (name: string) => {
    const client = new pg.Client({ connectionString: options.databaseUrl, application_name: name });
    client.on('error', report);
    return client;
  };

  // Notifications are handled one after another: a large frame read from the table must not be overtaken.
  let delivering: Promise<void> = Promise.resolve();
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    delivering = delivering
      .then(async () => {
        const notice = JSON.parse(message.payload as string) as Notice;
        if (notice.o === origin) return;
        const frame =
          notice.f ??
          (await listener.query<{ frame: string }>(`select frame from ${table} where id = $1`, [notice.r]))
            .rows[0]?.frame;
        if (frame !== undefined) hub.deliver(notice.e, frame);
      })
      .catch(report);
  };

  const openListener = async (): Promise<pg.Client> => {
    const client = newClient(listenerName);
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`listen ${identifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    client.once('end', () => {
      if (!stopped && client === listener) void reconnect();
    });
    return client;
  };

  // Behind the notifications already queued, so a resync is the last word on each estimate.
  const resync = () => {
    delivering = delivering
      .then(async () => {
        const frames = await resyncFrames(listener, qualified('estimates'), hub.estimateIds());
        for (const [estimateId, list] of frames) for (const frame of list) hub.deliver(estimateId, frame);
      })
      .catch(report);
  };

  let reconnecting: Promise<void> | undefined;
  const reconnect = (): Promise<void> => {
    reconnecting ??= (async () => {
      let delayMs = firstDelayMs;
      while (!stopped) {
        await sleep(delayMs);
        if (stopped) return;
        try {
          const client = await openListener();
          if (stopped) {
            await client.end();
            return;
          }
          listener = client;
          reconnects += 1;
          resync();
          return;
        } catch (error) {
          report(error as Error);
          delayMs = Math.min(delayMs * 2, MAX_RECONNECT_DELAY_MS);
        }
      }
    })().finally(() => {
      reconnecting = undefined;
    });
    return reconnecting;
  };

  let publisher: pg.Client | undefined;
  const publisherClient = async (): Promise<pg.Client> => {
    if (publisher) return publisher;
    const client = newClient(`quoin-publish-${origin}`);
    client.once('end', () => {
      if (publisher === client) publisher = undefined;
    });
    await client.connect();
    publisher = client;
    return client;
  };
  const publishQuery = async (text: string, values: unknown[] = []) => {
    try {
      return await (await publisherClient()).query(text, values);
    } catch (error) {
      if (stopped || !isConnectionLoss(error)) throw error;
      const lost = publisher;
      publisher = undefined;
      await lost?.end().catch(() => {});
      return (await publisherClient()).query(text, values);
    }
  };

  await publisherClient();
  let listener = await openListener();
  let published = 0;
  const publish = async (estimateId: string, frame: string) => {
    const inline = JSON.stringify({ o: origin, e: estimateId, f: frame } satisfies Notice);
    if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
      await publishQuery('select pg_notify($1, $2)', [channel, inline]);
      return;
    }
    const inserted = await publishQuery(`insert into ${table} (frame) values ($1) returning id`, [frame]);
    const notice: Notice = { o: origin, e: estimateId, r: Number(inserted.rows[0]?.id) };
    await publishQuery('select pg_notify($1, $2)', [channel, JSON.stringify(notice)]);
  };
  // One publish at a time: a large frame's insert must not let the next, small one overtake it.
  let publishing: Promise<void> = Promise.resolve();
  hub.relayTo((estimateId, frame) => {
    publishing = publishing.then(() => publish(estimateId, frame)).catch(report);
    published += 1;
    if (published % CLEANUP_EVERY === 0)
      publishing = publishing
        .then(async () => {
          await publishQuery(`delete from ${table} where created_at < now() - interval '5 minutes'`);
        })
        .catch(report);
  });
  return {
    origin,
    listenerName,
    get reconnects() {
      return reconnects;
    },
    stop: async () => {
      stopped = true;
      hub.relayTo(undefined);
      await publishing;
      await delivering;
      await reconnecting;
      await Promise.allSettled([publisher?.end(), listener.end()]);
    },
  };
}
