import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRIPTED_PRICE, ToolRegistry } from '@quoin/agents';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { cliToolRegistry } from './commands/tools-command.ts';
import { documentTools, rewriteWith } from './document-tools.ts';
import { runInProcess } from './test-support/run-in-process.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quoin-documents-'));
const NOW = new Date('2026-11-25T15:00:00Z');
const registry = cliToolRegistry({ env: {}, cwd, stdout: process.stdout, stderr: process.stderr }, () => NOW);

describe('document tools', () => {
  const examples = documentTools().flatMap((tool) =>
    tool.examples.map((example) => [tool.name, example.description, example.args] as const),
  );

  it.each(examples)('%s example "%s" succeeds', async (name, _description, args) => {
    const response = await registry.execute(name, args);
    expect(response.error).toBeNull();
    expect(response.status).toBe('success');
  });

  it('generate_letter lists its files and warns of each blank', async () => {
    const response = await registry.execute('generate_letter', {
      letterType: 'rfi',
      contractor: { name: 'Ridgeline Remodeling LLC' },
    });
    expect(response.status).toBe('warning');
    expect(response.files).toEqual([
      'request-for-information-rfi-2026-11-25.md',
      'request-for-information-rfi-2026-11-25.pdf',
    ]);
    expect(response.metadata.warnings).toContain('blank: The question (details.question)');
  });

  it('generate_letter in strict mode with a missing field is a validation error', async () => {
    const response = await registry.execute('generate_letter', { letterType: 'rfi', strict: true });
    expect(response.error).toMatchObject({ category: 'validation', code: 'INVALID_INPUT' });
  });

  it.each([
    [{ projectType: 'castle', areaSqFt: 1000 }, 'projectType'],
    [{ projectType: 'deck' }, 'areaSqFt'],
    [{ areaSqFt: -5, projectType: 'deck' }, 'areaSqFt'],
  ])('auto_budget refuses %j, naming %s', async (args, path) => {
    const response = await registry.execute('auto_budget', args);
    expect(response.error).toMatchObject({ category: 'validation', code: 'INVALID_ARGUMENTS' });
    expect(response.error?.issues?.[0]?.path).toBe(path);
  });

  it('auto_budget over the registry gives the class 5 band and divisions', async () => {
    const response = await registry.execute('auto_budget', {
      projectType: 'single_family_new',
      areaSqFt: '2000',
      zip: '95814',
    });
    expect(response.data).toMatchObject({ kind: 'conceptual', pointEstimateCents: 35_704_000 });
  });

  it('improve_letter rewrites through the model (scripted) and keeps the figures', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [
          {
            type: 'text',
            text: 'Dear Dana, invoice 1042 for $2,910.00 remains unpaid. Kindly remit payment.',
          },
        ],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 80, noCache: 80, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 20, text: 20, reasoning: 0 },
        },
        warnings: [],
      }),
    });
    const rewrite = rewriteWith({ model, price: SCRIPTED_PRICE, label: 'mock:letters' });
    const modelRegistry = new ToolRegistry({ now: () => NOW, timer: () => 0 }).register(
      ...documentTools({ rewrite: () => rewrite }),
    );
    const response = await modelRegistry.execute('improve_letter', {
      text: 'Hey Dana, invoice 1042 for $2,910.00 is late. Pls pay.',
      tone: 1,
    });
    expect(response.data).toMatchObject({
      mode: 'model',
      text: expect.stringContaining('Kindly remit payment.'),
    });
    expect(JSON.stringify(model.doGenerateCalls[0]?.prompt)).toContain('firm and unambiguous');
  });

  it('quoin tools call generate_letter --out writes the Markdown and the PDF', async () => {
    const args = JSON.stringify({
      letterType: 'notice_of_delay',
      contractor: { name: 'Ridgeline Remodeling LLC' },
      recipient: { name: 'Dana Whitfield' },
      project: { name: 'Whitfield bath' },
      details: { cause: 'a county inspection backlog', startedOn: 'November 20, 2026' },
    });
    const run = await runInProcess(
      ['tools', 'call', 'generate_letter', args, '--out', 'letters', '--now', NOW.toISOString()],
      { cwd },
    );
    expect(run.code).toBe(0);
    const markdown = readFileSync(join(cwd, 'letters', 'notice-of-delay-2026-11-25.md'), 'utf8');
    expect(markdown).toContain('delayed by a county inspection backlog, beginning on November 20, 2026');
    expect(existsSync(join(cwd, 'letters', 'notice-of-delay-2026-11-25.pdf'))).toBe(true);
    expect(run.text).not.toContain('"content"');
  });
});
