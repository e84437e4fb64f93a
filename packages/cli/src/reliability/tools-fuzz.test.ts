import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '@quoin/server/testing';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cliToolRegistry } from '../commands/tools-command.ts';

// Issue 14, re-checked for the tools routes that came later: the server's own fuzz has no real registry (the
// server may not depend on the cli), so every tool of the cli's registry gets malformed arguments here. Each is
// a 4xx or a tool's error response, never a 5xx.
const CASES_PER_TOOL = 25;
const cwd = mkdtempSync(join(tmpdir(), 'quoin-tools-fuzz-'));
const registry = cliToolRegistry(
  { env: {}, cwd, stdout: process.stdout, stderr: process.stderr },
  () => new Date('2026-11-25T12:00:00Z'),
);
const { app, close } = await createTestApp({
  clock: () => new Date('2026-11-25T12:00:00Z'),
  tools: registry,
});
afterAll(async () => {
  await close();
  rmSync(cwd, { recursive: true, force: true });
});

const weird = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom('', '\u0000', '../../etc/passwd', 'a'.repeat(5_000), -1, 1e308, Number.MAX_SAFE_INTEGER),
);

describe('every tool over HTTP', () => {
  it(`answers ${CASES_PER_TOOL} malformed calls of each tool without a 5xx`, {
    timeout: 600_000,
  }, async () => {
    const names = registry.list().map((tool) => tool.name);
    expect(names.length).toBeGreaterThan(20);
    let sent = 0;
    for (const name of names) {
      const schema = registry.list().find((tool) => tool.name === name)?.inputJsonSchema as {
        properties?: Record<string, unknown>;
      };
      const keys = Object.keys(schema?.properties ?? {});
      const bodies = fc.sample(
        fc.oneof(
          fc.anything({ maxDepth: 3 }),
          // The tool's own argument names with wrong values: past the first check, into the tool.
          keys.length > 0 ? fc.dictionary(fc.constantFrom(...keys), weird) : fc.constant({}),
        ),
        { numRuns: CASES_PER_TOOL, seed: 20261125 },
      );
      for (const body of bodies) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/tools/${name}`,
          payload: JSON.stringify(body ?? null),
          headers: { 'content-type': 'application/json' },
        });
        sent++;
        expect(
          response.statusCode,
          `${name} ${JSON.stringify(body).slice(0, 200)} → ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500);
      }
    }
    expect(sent).toBe(names.length * CASES_PER_TOOL);
  });
});
