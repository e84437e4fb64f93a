import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { LiveHub } from '../live/live-hub.ts';

export interface PgFanoutOptions {
  databaseUrl: string;
  /** The store's schema when not `public` (tests); also names the channel, so test runs do not hear each other. */
  schema?: string;
  /** The NOTIFY channel, when not named after the schema. */
  channel?: string;
  onError?: (error: Error) => void;
}

export interface PgFanout {
  /** This process's id in the notifications it sends (its own are not delivered twice). */
  readonly origin: string;
  stop(): Promise<void>;
}

/** NOTIFY payloads stop at 8000 bytes; a bigger message goes through fanout_frames. */
const MAX_INLINE_BYTES = 7_000;
const CLEANUP_EVERY = 200;

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

/**
 * Estimate events across servers through PostgreSQL LISTEN/NOTIFY: every frame this process's hub broadcasts
 * is published on one connection (so notifications keep their order), and every frame another process published
 * is delivered to this process's sockets of that estimate, in the order notified. A worker runs one too, with no
 * sockets: its plan progress reaches the browsers through the servers.
 */
export async function startPgFanout(hub: LiveHub, options: PgFanoutOptions): Promise<PgFanout> {
  const origin = randomUUID();
  const channel =
    options.channel ??
    `quoin_events_${(options.schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63);
  const table = options.schema ? `${identifier(options.schema)}.fanout_frames` : 'fanout_frames';
  const report =
    options.onError ?? ((error: Error) => process.stderr.write(`quoin fanout: ${error.message}\n`));
  const publisher = new pg.Client({ connectionString: options.databaseUrl });
  const listener = new pg.Client({ connectionString: options.databaseUrl });
  publisher.on('error', report);
  listener.on('error', report);
  await publisher.connect();
  await listener.connect();
  let published = 0;
  // Notifications are handled one after another: a large frame read from the table must not be overtaken.
  let delivering: Promise<void> = Promise.resolve();
  listener.on('notification', (message) => {
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
  });
  await listener.query(`listen ${identifier(channel)}`);
  const publish = async (estimateId: string, frame: string) => {
    const inline = JSON.stringify({ o: origin, e: estimateId, f: frame } satisfies Notice);
    if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
      await publisher.query('select pg_notify($1, $2)', [channel, inline]);
      return;
    }
    const inserted = await publisher.query<{ id: string }>(
      `insert into ${table} (frame) values ($1) returning id`,
      [frame],
    );
    const notice: Notice = { o: origin, e: estimateId, r: Number(inserted.rows[0]?.id) };
    await publisher.query('select pg_notify($1, $2)', [channel, JSON.stringify(notice)]);
  };
  // One publish at a time: a large frame's insert must not let the next, small one overtake it.
  let publishing: Promise<void> = Promise.resolve();
  hub.relayTo((estimateId, frame) => {
    publishing = publishing.then(() => publish(estimateId, frame)).catch(report);
    published += 1;
    if (published % CLEANUP_EVERY === 0)
      publishing = publishing
        .then(async () => {
          await publisher.query(`delete from ${table} where created_at < now() - interval '5 minutes'`);
        })
        .catch(report);
  });
  return {
    origin,
    stop: async () => {
      hub.relayTo(undefined);
      await publishing;
      await delivering;
      await Promise.allSettled([publisher.end(), listener.end()]);
    },
  };
}
