import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRIPTED_PRICE, ToolRegistry } from '@quoin/agents';
import { BID_FIXTURES_URL, sampleEstimate } from '@quoin/testkit';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { cliToolRegistry } from './commands/tools-command.ts';
import { documentServiceTools } from './document-service-tools.ts';

const NOW = new Date('2026-11-25T15:00:00Z');
const cwd = mkdtempSync(join(tmpdir(), 'quoin-doc-services-'));
const registry = cliToolRegistry({ env: {}, cwd, stdout: process.stdout, stderr: process.stderr }, () => NOW);

describe('document service tools', () => {
  const examples = documentServiceTools().flatMap((tool) =>
    tool.examples.map((example) => [tool.name, example.description, example.args] as const),
  );

  it.each(examples)('%s example "%s" runs', async (name, _description, args) => {
    const response = await registry.execute(name, args);
    expect(response.error).toBeNull();
  });

  it('the registry holds at least 40 tools', () => {
    expect(registry.list().length).toBeGreaterThanOrEqual(40);
  });

  it('extract_text_from_pdf reads a bid PDF with positions', async () => {
    const pdf = readFileSync(new URL('northgate-construction.pdf', BID_FIXTURES_URL)).toString('base64');
    const response = await registry.execute('extract_text_from_pdf', { contentBase64: pdf });
    const data = response.data as {
      pages: number;
      text: string;
      lines: { cells: { x: number; text: string }[] }[];
    };
    expect(data.pages).toBe(1);
    expect(data.text).toContain('Wall tile - tub surround\t90\tSF\t$16.00\t$1,440.00');
    expect(data.lines[0]?.cells[0]).toMatchObject({ x: 50, text: 'Northgate Construction' });
  });

  it('parse_estimate_document turns an XLSX bid into a source-backed plan', async () => {
    const xlsx = readFileSync(new URL('capitol-remodel-co.xlsx', BID_FIXTURES_URL)).toString('base64');
    const response = await registry.execute('parse_estimate_document', {
      fileName: 'capitol-remodel-co.xlsx',
      contentBase64: xlsx,
    });
    const data = response.data as {
      kind: string;
      lineCount: number;
      plan: { groups: { items: { title: string; sourceBacked?: { amountCents: number } }[] }[] };
    };
    expect(data.kind).toBe('xlsx');
    expect(data.lineCount).toBe(4);
    expect(data.plan.groups[0]?.items[1]).toMatchObject({
      title: 'Wall tile',
      sourceBacked: { amountCents: 117_000 },
    });
  });

  it("parse_estimate_document reads a plan in the estimating spec's JSON and names a bad one", async () => {
    const plan = {
      groups: [
        {
          name: 'Bath',
          items: [
            {
              title: 'Wall tile',
              line_item_type: 'assembly',
              quantity: 90,
              uom: 'sq_ft',
              rate: 14,
              search_query: '',
            },
            { title: 'Bath fan', line_item_type: 'assembly', quantity: 1, uom: 'each', rate: 0 },
          ],
        },
      ],
      compiled: false,
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const response = await registry.execute('parse_estimate_document', {
      fileName: 'plan.json',
      contentBase64: encode(plan),
      zip: '43215',
    });
    expect(response.data).toMatchObject({ kind: 'spec-plan-json', lineCount: 2, plan: { zip: '43215' } });
    const items = (response.data as { plan: { groups: { items: { rateCents?: number }[] }[] } }).plan
      .groups[0]?.items;
    expect(items?.map((item) => item.rateCents)).toEqual([1400, undefined]);
    const empty = await registry.execute('parse_estimate_document', {
      fileName: 'plan.json',
      contentBase64: encode({ groups: [], compiled: false }),
    });
    expect(empty.status).toBe('error');
    expect(empty.error?.message).toMatch(/plan.json is not a plan: groups/);
  });

  it('analyze_image refuses offline and reads through a (scripted) vision model', async () => {
    const offline = await registry.execute('analyze_image', {
      imageBase64: 'iVBORw0KGgo=',
      mediaType: 'image/png',
    });
    expect(offline.data).toMatchObject({ analyzed: false, observedScope: null });
    expect(offline.status).toBe('warning');
    const model = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [
          { type: 'text', text: 'A 5×8 ft bathroom: cracked floor tile, stained ceiling near the fan.' },
        ],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 900, noCache: 900, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 20, text: 20, reasoning: 0 },
        },
        warnings: [],
      }),
    });
    const withModel = new ToolRegistry({ now: () => NOW, timer: () => 0 }).register(
      ...documentServiceTools({ model: () => ({ model, price: SCRIPTED_PRICE, label: 'mock:vision' }) }),
    );
    const response = await withModel.execute('analyze_image', {
      imageBase64: 'iVBORw0KGgo=',
      mediaType: 'image/png',
    });
    expect(response.data).toMatchObject({
      analyzed: true,
      observedScope: expect.stringContaining('cracked floor tile'),
    });
    expect(JSON.stringify(model.doGenerateCalls[0]?.prompt)).toContain('image/png');
  });

  it('create_document writes the proposal PDF', async () => {
    const response = await registry.execute('create_document', {
      estimate: sampleEstimate(),
      contractor: { name: 'Ridgeline Remodeling LLC' },
    });
    expect(response.files).toEqual(['hall-bathroom-remodel-proposal.pdf']);
  });

  it('comprehensive_analysis: a 10% deposit, payments that add up to the grand total', async () => {
    const [example] =
      documentServiceTools().find((tool) => tool.name === 'comprehensive_analysis')?.examples ?? [];
    const response = await registry.execute('comprehensive_analysis', example?.args);
    const data = response.data as {
      grandTotalCents: number;
      paymentSchedule: { label: string; amountCents: number }[];
      cashFlow: { cumulativeCents: number }[];
      risk: { p50Cents: number; p80Cents: number };
      schedule: { criticalPath: string[]; projectDurationDays: number };
    };
    // 300 × $2.50 + 416 × $1.10 = $750.00 + $457.60, with the 20% labor markup: $1,449.12.
    expect(data.grandTotalCents).toBe(144_912);
    expect(data.paymentSchedule[0]).toEqual({
      label: 'Deposit at signing',
      day: 0,
      date: '2026-12-07',
      amountCents: 14_491,
    });
    expect(data.paymentSchedule.reduce((sum, p) => sum + p.amountCents, 0)).toBe(144_912);
    expect(data.cashFlow.at(-1)?.cumulativeCents).toBe(144_912);
    expect(data.risk.p80Cents).toBeGreaterThanOrEqual(data.risk.p50Cents);
    expect(data.schedule.criticalPath.length).toBeGreaterThan(0);
  });
});
