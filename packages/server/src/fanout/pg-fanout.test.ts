import type { ServerEvent } from '@quoin/protocol';
import { openStore } from '@quoin/store';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LiveHub, type LiveSocket } from '../live/live-hub.ts';
import { startPgFanout } from './pg-fanout.ts';

const databaseUrl = process.env.QUOIN_TEST_DATABASE_URL;

function recordingSocket(): LiveSocket & { frames: string[] } {
  const frames: string[] = [];
  return { readyState: 1, frames, send: (data) => frames.push(data) };
}

if (databaseUrl) {
  const schema = `fanout_test_${process.pid}_${Date.now()}`;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  });

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
  });
} else {
  describe('PostgreSQL fan-out', () => {
    it.skip('needs QUOIN_TEST_DATABASE_URL; run scripts/with-test-postgres.sh npx vitest run packages/server/src/fanout', () => {});
  });
}
