import type { CaptionCachePort, DenseOptions, VisionPort } from '@quoin/drawings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgContextOf } from '../access/org-context.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 20: the drawing models were built once over the default organisation's store, so every firm's
// ingestion wrote its vectors and captions there and every firm's questions searched them. An organisation's
// context now carries the same models over its own vectors and caption cache.
let t: TestApp;
const embedder = { label: 'test-embedder' } as unknown as DenseOptions['embedder'];
const vision = { label: 'test-vision' } as unknown as VisionPort;

beforeAll(async () => {
  t = await createTestApp((store) => ({
    drawingModels: {
      dense: { embedder, vectors: store.drawingEmbeddings },
      vision: { vision, cache: store.drawingCaptions as CaptionCachePort },
    },
  }));
}, 120_000);
afterAll(() => t.close());

describe("an organisation's drawing models", () => {
  it("read and write that organisation's vectors and captions, with the same models", async () => {
    const org = await t.store.accounts.createOrganisation('Cedar drawings', { actor: 'test' });
    const scoped = orgContextOf(t.context, org.id).drawingModels;
    const own = t.store.forOrg(org.id);
    expect(scoped?.dense?.vectors).toBe(own.drawingEmbeddings);
    expect(scoped?.vision?.cache).toBe(own.drawingCaptions);
    expect(scoped?.dense?.embedder).toBe(embedder);
    expect(scoped?.vision?.vision).toBe(vision);
    // The default organisation keeps its own.
    expect(orgContextOf(t.context, t.store.orgId).drawingModels?.dense?.vectors).toBe(
      t.store.drawingEmbeddings,
    );
    expect(scoped?.dense?.vectors).not.toBe(t.store.drawingEmbeddings);
  });
});
