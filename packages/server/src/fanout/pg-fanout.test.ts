import type { ServerEvent } from '@quoin/protocol';
import { openStore } from '@quoin/store';
import { describeNeedsPostgres, dropSchemas, testDatabaseUrl, uniqueSchemaName } from '@quoin/testkit/store';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LiveHub, type LiveSocket } from '../live/live-hub.ts';
import { startPgFanout } from './pg-fanout.ts';

const databaseUrl = testDatabaseUrl();

function recordingSocket(): LiveSocket & { frames: string[] } {
  const frames: string[] = [];
  return { readyState: 1, frames, send: (data) => frames.push(data) };
}

if (databaseUrl) {
  const schema = uniqueSchemaName('fanout_test');
  afterAll(() => dropSchemas(databaseUrl, [schema]));

  describe('PostgreSQL fan-out', () => {
    it('delivers every frame broadcast on one server to the sockets of another, in order, large ones too', async () => {
      // The store's migrations create fanout_frames in the schema.
      const store = await openStore({ databaseUrl, postgresSchema: schema });
      const [serverA, serverB] = [new LiveHub(), new LiveHub()];
      const fanouts = await Promise.all([
        startPgFanout(serverA, { databaseUrl, schema }),
        startPgFanout(serverB, { databaseUrl, schema }),
      ]);
      const onA = recordingSocket();
      const onB = recordingSocket();
      serverA.join('est-1', onA);
      serverB.join('est-1', onB);
      const events: ServerEvent[] = Array.from({ length: 50 }, (_unused, index) => ({
        type: 'estimate_updated',
        version: index + 1,
        grandTotalCents: index,
      }));
      // One frame past the NOTIFY payload limit, in the middle, must not be overtaken.
      events.splice(25, 0, {
        type: 'execution_failed',
        planId: 'plan-1',
        code: 'INTERNAL',
        message: 'x'.repeat(20_000),
      });
      serverA.broadcastAll('est-1', events);
      const deadline = Date.now() + 15_000;
      while (onB.frames.length < events.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(onB.frames).toEqual(onA.frames);
      expect(onA.frames).toHaveLength(events.length);
      // Its own notifications are not delivered twice.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onA.frames).toHaveLength(events.length);
      await Promise.all(fanouts.map((fanout) => fanout.stop()));
      await store.close();
    });

    it('opens a dropped LISTEN connection again, re-sends the estimates it has sockets of, and events resume', async () => {
      const store = await openStore({ databaseUrl, postgresSchema: schema });
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const estimates = `"${schema}".estimates`;
      await admin.query(
        `insert into ${estimates} (id, schema_version, title, mode, settings, lifecycle, grand_total_cents)
         values ('est-resync', 1, 'Deck', 'quick', '{}', 'building', 1000)`,
      );
      const [serverA, serverB] = [new LiveHub(), new LiveHub()];
      const errors: string[] = [];
      const fanouts = await Promise.all([
        startPgFanout(serverA, { databaseUrl, schema }),
        startPgFanout(serverB, { databaseUrl, schema, onError: (error) => errors.push(error.message) }),
      ]);
      const fanoutB = fanouts[1] as (typeof fanouts)[1];
      const onB = recordingSocket();
      serverB.join('est-resync', onB);
      const eventsOnB = () =>
        onB.frames.map((frame) => JSON.parse(frame) as ServerEvent & { version?: number });
      const until = async (what: string, done: () => boolean) => {
        const deadline = Date.now() + 60_000;
        while (!done()) {
          if (Date.now() > deadline)
            throw new Error(
              `${what}; B saw ${JSON.stringify(onB.frames)}; B's errors: ${errors.join(' | ')}`,
            );
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      serverA.broadcast('est-resync', { type: 'estimate_updated', version: 1, grandTotalCents: 1000 });
      await until('the first event did not reach B', () => onB.frames.length === 1);

      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [fanoutB.listenerName],
      );
      expect(killed.rowCount).toBe(1);
      // Stored while B does not listen; the event about it may be lost, the resync is not.
      await admin.query(
        `update ${estimates} set version = 7, grand_total_cents = 7700 where id = 'est-resync'`,
      );
      serverA.broadcast('est-resync', { type: 'estimate_updated', version: 7, grandTotalCents: 7700 });
      await until('B did not reconnect', () => fanoutB.reconnects >= 1);
      await until('B was not re-sent the stored estimate', () =>
        eventsOnB().some((event) => event.type === 'estimate_quality_updated' && event.version === 7),
      );
      expect(eventsOnB()).toContainEqual({ type: 'estimate_updated', version: 7, grandTotalCents: 7700 });

      // Events flow again on the new connection.
      serverA.broadcast('est-resync', { type: 'estimate_updated', version: 8, grandTotalCents: 8800 });
      await until('events did not resume after the reconnect', () =>
        eventsOnB().some((event) => event.type === 'estimate_updated' && event.version === 8),
      );
      await Promise.all(fanouts.map((fanout) => fanout.stop()));
      await admin.end();
      await store.close();
    });
  });
} else {
  describeNeedsPostgres('PostgreSQL fan-out', 'packages/server/src/fanout');
}
