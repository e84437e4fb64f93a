import { describe, expect, it } from 'vitest';
import { cliToolRegistry } from './commands/tools-command.ts';

// The whole catalogue as quoin serve, quoin mcp and quoin tools see it: every tool documented, with examples
// that run, parameters validated and the one response shape (unified-tools spec), bad input refused by name.

const registry = cliToolRegistry(
  { env: {}, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr },
  () => new Date('2026-11-25T12:00:00Z'),
);
const tools = registry.list();
// Examples that read the drawing sets of $QUOIN_HOME, empty here; the drawings tests run them on an ingested set.
const NEEDS_INGESTED_DRAWINGS = new Set(['query_combined_context']);
const RESPONSE_KEYS = [
  'data',
  'error',
  'executionTime',
  'files',
  'metadata',
  'status',
  'timestamp',
  'toolName',
];

describe('the tool catalogue', () => {
  it('holds at least 40 tools, each documented with parameters and examples', () => {
    expect(tools.length).toBeGreaterThanOrEqual(40);
    const docs = registry.docs();
    for (const tool of tools) {
      expect(tool.description.length, tool.name).toBeGreaterThan(20);
      expect(tool.examples.length, tool.name).toBeGreaterThan(0);
      const schema = tool.inputJsonSchema as { type?: string; anyOf?: unknown[]; oneOf?: unknown[] };
      expect(schema.type === 'object' || Array.isArray(schema.anyOf ?? schema.oneOf), tool.name).toBe(true);
      expect(docs).toContain(`## ${tool.name}\n`);
    }
  });

  it.each(tools.map((tool) => [tool.name]))(
    '%s refuses arguments that are not an object, in the standard shape',
    async (name) => {
      const response = await registry.execute(name, 42);
      expect(Object.keys(response).sort()).toEqual(RESPONSE_KEYS);
      expect(response).toMatchObject({
        status: 'error',
        toolName: name,
        error: { category: 'validation', code: 'INVALID_ARGUMENTS', isRetryable: false },
      });
    },
  );

  const required = tools.flatMap((tool) =>
    ((tool.inputJsonSchema.required ?? []) as string[])
      .slice(0, 1)
      .map((parameter) => [tool.name, parameter]),
  );
  it.each(required)('%s without its required %s names it', async (name, parameter) => {
    const response = await registry.execute(name, {});
    expect(response.status).toBe('error');
    expect((response.error as { message: string }).message).toContain(parameter);
  });

  it.each([
    [
      'analyze_tender',
      'a bid with no lines',
      { estimate: {}, bids: [{ fileName: 'empty.csv', text: 'Description,Amount\n' }] },
      /estimate|no priced lines/,
    ],
    ['generate_letter', 'a letter with a missing field', { letterType: 'rfi', strict: true }, /needs .*\(/],
    ['auto_budget', 'an unknown building type', { projectType: 'castle', areaSqFt: 1000 }, /projectType/],
    [
      'parse_estimate_document',
      'a plan file that is not a plan',
      { fileName: 'plan.json', contentBase64: 'e30=' },
      /not a plan/,
    ],
  ])('%s refuses %s', async (name, _what, args, message) => {
    const response = await registry.execute(name, args);
    expect(response.status).toBe('error');
    expect((response.error as { message: string }).message).toMatch(message);
  });

  it.each(
    tools.flatMap((tool) =>
      tool.examples.map((example) => [tool.name, example.description, example.args] as const),
    ),
  )(
    '%s example "%s" answers in the standard shape',
    async (name, _description, args) => {
      const response = await registry.execute(name, args);
      expect(Object.keys(response).sort()).toEqual(RESPONSE_KEYS);
      if (NEEDS_INGESTED_DRAWINGS.has(name)) expect(response.error).toMatchObject({ message: /sheet/ });
      else expect(response.error, JSON.stringify(response.error)).toBeNull();
    },
    60_000,
  );
});
