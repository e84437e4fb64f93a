import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGoldenEstimate, describeRepositoryContract } from '@quoin/testkit/store';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../migrate.ts';
import { openStore } from '../open-store.ts';

describeRepositoryContract('pglite', () => openStore({ inMemory: true }));

describe('pglite on disk', () => {
  it('keeps data in $QUOIN_HOME/db across a close and reopen', async () => {
    const quoinHome = mkdtempSync(join(tmpdir(), 'quoin-store-'));
    try {
      const first = await openStore({ quoinHome });
      const saved = await first.estimates.saveEstimate(
        await buildGoldenEstimate('roof-replacement', 'disk-1'),
        {
          actor: 'alice',
        },
      );
      await first.close();
      const second = await openStore({ quoinHome });
      expect(await runMigrations(second.session)).toEqual([]);
      expect(await second.estimates.getEstimate('disk-1')).toEqual(saved);
      await second.close();
    } finally {
      rmSync(quoinHome, { recursive: true, force: true });
    }
  }, 60_000);
});
