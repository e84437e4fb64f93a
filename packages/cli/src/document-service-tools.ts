import {
  type AgentModel,
  type AnyToolDefinition,
  bidToPlan,
  defineTool,
  readBidTable,
  readPdfLines,
  ToolError,
} from '@quoin/agents';
import {
  computeEstimateTotals,
  computeQualityScore,
  defaultTradeRegistry,
  estimateSchema,
  tradeValidationContext,
  validateEstimate,
} from '@quoin/core';
import { bidFileLines, budgetFromEstimate, type DocumentFile, fileStem, MEDIA_TYPES } from '@quoin/documents';
import { toCsv, toJson, toMarkdown, toPdf, toXlsx } from '@quoin/exports';
import { estimateToSchedule } from '@quoin/planning';
import { generateText } from 'ai';
import { z } from 'zod';
import { AGENTS_BID_READER } from './document-tools.ts';
import { cashFlowOf } from './estimate-cash-flow.ts';
import { planFromJson } from './plan-from-json.ts';

const fileArg = {
  fileName: z.string().min(1).describe('the file’s name (its extension says how to read it)'),
  contentBase64: z.string().min(1).describe('the file’s bytes in base64'),
};

const TINY_PDF_BASE64 =
  'JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PmVuZG9iagozIDAgb2JqPDwvVHlwZS9QYWdlL1BhcmVudCAyIDAgUi9NZWRpYUJveFswIDAgNjEyIDc5Ml0vUmVzb3VyY2VzPDwvRm9udDw8L0YxIDQgMCBSPj4+Pi9Db250ZW50cyA1IDAgUj4+ZW5kb2JqCjQgMCBvYmo8PC9UeXBlL0ZvbnQvU3VidHlwZS9UeXBlMS9CYXNlRm9udC9IZWx2ZXRpY2E+PmVuZG9iago1IDAgb2JqPDwvTGVuZ3RoIDEwMz4+c3RyZWFtCkJUIC9GMSAxMiBUZiA3MiA3MDAgVGQgKFdhbGwgdGlsZSkgVGogRVQKQlQgL0YxIDEyIFRmIDMwMCA3MDAgVGQgKDkwKSBUaiBFVApCVCAvRjEgMTIgVGYgNDAwIDcwMCBUZCAoJDEsMjYwLjAwKSBUaiBFVAplbmRzdHJlYW0KZW5kb2JqCnRyYWlsZXI8PC9Sb290IDEgMCBSPj4KJSVFT0YK';

const extractTextFromPdfTool = defineTool({
  name: 'extract_text_from_pdf',
  description:
    'The text of a PDF with positions: lines of cells, each with its page, line number, height on the page and ' +
    'x position (pdfjs-dist), and the plain text. Scanned pages without a text layer give no lines.',
  category: 'document_processing',
  uiPlacement: 'service',
  priority: 5,
  inputSchema: z.object({ ...fileArg, fileName: fileArg.fileName.default('document.pdf') }),
  examples: [{ description: 'A one-line PDF', args: { contentBase64: TINY_PDF_BASE64 } }],
  async execute(input) {
    const lines = await readPdfLines(Buffer.from(input.contentBase64, 'base64'));
    return {
      pages: lines.reduce((max, line) => Math.max(max, line.page), 0),
      lines,
      text: lines.map((line) => line.cells.map((cell) => cell.text).join('\t')).join('\n'),
    };
  },
  warningsOf: (output) => (output.lines.length === 0 ? ['No text layer: a scanned PDF needs OCR first'] : []),
});

const parseEstimateDocumentTool = defineTool({
  name: 'parse_estimate_document',
  description:
    'An outside estimate or bid (PDF, XLSX or CSV) → a source-backed plan, import mode as a tool: the priced ' +
    'lines read by the bid table heuristic, each kept at the bid’s amount with its page and line, ready for ' +
    "build_estimate. A .json file is read as a plan, Quoin's or the estimating spec's snake_case plan JSON.",
  category: 'estimates',
  uiPlacement: 'dashboard',
  priority: 7,
  inputSchema: z.object({
    ...fileArg,
    zip: z
      .string()
      .regex(/^\d{3}(\d{2})?$/)
      .optional(),
  }),
  examples: [
    {
      description: 'A two-line CSV bid',
      args: {
        fileName: 'bid.csv',
        contentBase64: Buffer.from(
          'Description,Qty,Unit,Unit Price,Amount\nWall tile,90,SF,$14.00,"$1,260.00"\nBath fan,1,EA,$320.00,$320.00\nTotal,,,,"$1,580.00"\n',
        ).toString('base64'),
      },
    },
    {
      description: "A plan in the estimating spec's snake_case JSON",
      args: {
        fileName: 'plan.json',
        contentBase64: Buffer.from(
          JSON.stringify({
            groups: [
              {
                name: 'Tile',
                items: [
                  { title: 'Wall tile', line_item_type: 'assembly', quantity: 90, uom: 'sq_ft', rate: 14 },
                  { title: 'Bath fan', line_item_type: 'assembly', quantity: 1, uom: 'each', rate: 0 },
                ],
              },
            ],
            compiled: false,
          }),
        ).toString('base64'),
      },
    },
  ],
  async execute(input) {
    const bytes = Buffer.from(input.contentBase64, 'base64');
    if (/\.json$/i.test(input.fileName)) return planFromJson(bytes, input.fileName, input.zip);
    const { kind, lines } = await bidFileLines(input.fileName, bytes, AGENTS_BID_READER);
    const title = lines[0]?.cells.map((cell) => cell.text).join(' ') || 'Imported document';
    const reading = readBidTable(lines as Parameters<typeof readBidTable>[0], title);
    if (reading.groups.length === 0)
      throw new ToolError(
        'validation',
        'INVALID_INPUT',
        `No priced lines found in ${input.fileName} (is it a scanned image?)`,
      );
    const plan = bidToPlan(reading, input.fileName, input.zip);
    const lineCount = reading.groups.reduce((sum, group) => sum + group.lines.length, 0);
    return { kind, plan, lineCount, summary: reading.summary };
  },
});

export interface ServiceToolOptions {
  /** The configured model, read when a tool runs; undefined offline. */
  model?: () => AgentModel | undefined;
}

function analyzeImageTool(options: ServiceToolOptions) {
  return defineTool({
    name: 'analyze_image',
    description:
      'A job-site photo → the scope a contractor would observe in it (surfaces, fixtures, damage, quantities to ' +
      'verify), written by a vision model. Needs QUOIN_MODEL with a vision model; offline it refuses, saying so.',
    category: 'core_rag',
    uiPlacement: 'dashboard',
    priority: 7,
    inputSchema: z.object({
      imageBase64: z.string().min(1),
      mediaType: z.enum(['image/jpeg', 'image/png', 'image/webp']).default('image/jpeg'),
      question: z
        .string()
        .max(2000)
        .default('What work does this photo show, and what should be measured or checked?'),
    }),
    examples: [
      {
        description: 'A photo (offline: a clear refusal)',
        args: { imageBase64: 'iVBORw0KGgo=', mediaType: 'image/png' },
      },
    ],
    async execute(input) {
      const model = options.model?.();
      if (!model)
        return {
          analyzed: false,
          observedScope: null,
          refusal:
            'analyze_image needs a vision model: set QUOIN_MODEL (e.g. openai:gpt-4.1-mini with OPENAI_API_KEY). Nothing was inferred from the photo.',
        };
      const result = await generateText({
        model: model.model,
        maxRetries: 0,
        system:
          'You look at construction job-site photos for a US contractor. Describe the observed scope: rooms, ' +
          'surfaces, fixtures, materials, visible damage, and what must be measured on site. Never state a price.',
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: input.question },
              { type: 'image', image: input.imageBase64, mediaType: input.mediaType },
            ],
          },
        ],
      });
      return { analyzed: true, observedScope: result.text, refusal: null, model: model.label };
    },
    warningsOf: (output) => (output.refusal ? [output.refusal] : []),
  });
}

const DOCUMENT_KINDS = ['proposal_pdf', 'markdown', 'csv', 'xlsx', 'json'] as const;

const createDocumentTool = defineTool({
  name: 'create_document',
  description:
    'An estimate-derived document from its template: the proposal PDF (Handlebars template), Markdown, CSV, ' +
    'XLSX with live formulas, or the JSON document, returned as a file.',
  category: 'document_generation',
  uiPlacement: 'tools',
  priority: 7,
  inputSchema: z.object({
    estimate: estimateSchema,
    kind: z.enum(DOCUMENT_KINDS).default('proposal_pdf'),
    contractor: z.object({ name: z.string().min(1), lines: z.array(z.string()).default([]) }).optional(),
    validityDays: z.number().int().min(1).max(365).default(30),
  }),
  examples: [
    {
      description: 'A Markdown estimate',
      args: {
        kind: 'markdown',
        estimate: {
          schemaVersion: 1,
          id: 'doc-1',
          title: 'Paint a bedroom',
          groups: [
            {
              id: 'g1',
              name: 'Painting',
              sortOrder: 0,
              items: [
                {
                  id: 'i1',
                  type: 'assembly',
                  title: 'Paint walls',
                  quantity: 416,
                  uom: 'sq_ft',
                  rateCents: 110,
                  pricingState: 'user',
                },
              ],
            },
          ],
        },
      },
    },
  ],
  async execute(input, context) {
    const exportInput = { estimate: input.estimate, totals: computeEstimateTotals(input.estimate) };
    const stem = fileStem(input.estimate.title);
    const text = (fileName: string, mediaType: string, content: string): DocumentFile => ({
      fileName,
      mediaType,
      encoding: 'utf8',
      content,
    });
    const binary = (fileName: string, mediaType: string, content: Buffer): DocumentFile => ({
      fileName,
      mediaType,
      encoding: 'base64',
      content: content.toString('base64'),
    });
    const file =
      input.kind === 'proposal_pdf'
        ? binary(
            `${stem}-proposal.pdf`,
            MEDIA_TYPES.pdf,
            await toPdf(exportInput, {
              now: context.now(),
              validityDays: input.validityDays,
              ...(input.contractor ? { contractor: input.contractor } : {}),
            }),
          )
        : input.kind === 'xlsx'
          ? binary(`${stem}.xlsx`, MEDIA_TYPES.xlsx, await toXlsx(exportInput))
          : input.kind === 'csv'
            ? text(`${stem}.csv`, 'text/csv', toCsv(exportInput))
            : input.kind === 'json'
              ? text(`${stem}.json`, 'application/json', toJson(exportInput))
              : text(`${stem}.md`, MEDIA_TYPES.markdown, toMarkdown(exportInput));
    return { kind: input.kind, files: [file] };
  },
  filesOf: (output) => output.files.map((file) => file.fileName),
});

const comprehensiveAnalysisTool = defineTool({
  name: 'comprehensive_analysis',
  description:
    'One report on an estimate: QA (issues and quality score), the schedule and its critical path, cost risk ' +
    'P50/P80 by Monte Carlo with contingency, the cash-flow curve over the schedule and a payment schedule ' +
    '(deposit, a payment at each milestone, the balance at completion).',
  category: 'advanced_analysis',
  uiPlacement: 'dashboard',
  priority: 8,
  inputSchema: z.object({
    estimate: estimateSchema,
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'),
    depositPercent: z
      .number()
      .min(0)
      .max(50)
      .default(10)
      .describe('deposit at signing, percent of the total'),
    depositCapCents: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('a legal cap on the deposit (e.g. $1,000 in California)'),
    seed: z.number().int().default(1),
  }),
  examples: [
    {
      description: 'A two-trade job starting on a Monday',
      args: {
        startDate: '2026-12-07',
        depositCapCents: 100_000,
        estimate: {
          schemaVersion: 1,
          id: 'ca-1',
          title: 'Bathroom refresh',
          groups: [
            {
              id: 'g1',
              name: 'Drywall',
              tradeId: 'drywall',
              sortOrder: 0,
              items: [
                {
                  id: 'i1',
                  type: 'assembly',
                  title: 'Hang and finish drywall',
                  quantity: 300,
                  uom: 'sq_ft',
                  rateCents: 250,
                  pricingState: 'user',
                  tradeId: 'drywall',
                  labor: { formula: 'test', hourlyCostCents: 6500, hoursPerUnit: 0.04 },
                },
              ],
            },
            {
              id: 'g2',
              name: 'Painting',
              tradeId: 'painting',
              sortOrder: 1,
              items: [
                {
                  id: 'i2',
                  type: 'assembly',
                  title: 'Paint walls',
                  quantity: 416,
                  uom: 'sq_ft',
                  rateCents: 110,
                  pricingState: 'user',
                  tradeId: 'painting',
                  labor: { formula: 'test', hourlyCostCents: 5500, hoursPerUnit: 0.02 },
                },
              ],
            },
          ],
        },
      },
    },
  ],
  execute(input) {
    const registry = defaultTradeRegistry();
    const issues = validateEstimate(input.estimate, tradeValidationContext(registry));
    const schedule = estimateToSchedule(input.estimate, { startDate: input.startDate, registry });
    const risk = budgetFromEstimate({ estimate: input.estimate, seed: input.seed });
    const grandTotalCents = computeEstimateTotals(input.estimate).grandTotalCents;
    const cash = cashFlowOf(input.estimate, schedule, grandTotalCents, {
      depositPercent: input.depositPercent,
      ...(input.depositCapCents !== undefined ? { depositCapCents: input.depositCapCents } : {}),
    });
    return {
      qa: { qualityScore: computeQualityScore(issues), issues },
      schedule: {
        startDate: schedule.startDate,
        finishDate: schedule.finishDate,
        projectDurationDays: schedule.projectDurationDays,
        criticalPath: schedule.criticalPath,
        activities: schedule.activities.map(
          ({ id, name, kind, startDate, finishDate, durationDays, critical }) => ({
            id,
            name,
            kind,
            startDate,
            finishDate,
            durationDays,
            critical,
          }),
        ),
      },
      risk: {
        p50Cents: risk.percentilesCents.p50,
        p80Cents: risk.percentilesCents.p80,
        contingencyCents: risk.contingencyCents,
        method: risk.method,
      },
      cashFlow: cash.curve,
      paymentSchedule: cash.payments,
      grandTotalCents,
    };
  },
  warningsOf: (output) =>
    output.qa.issues.filter((issue) => issue.severity === 'blocking').map((issue) => issue.message),
});

/** The document service tools: PDF text, document import, photo analysis, documents from an estimate, the report. */
export function documentServiceTools(options: ServiceToolOptions = {}): AnyToolDefinition[] {
  return [
    extractTextFromPdfTool,
    parseEstimateDocumentTool,
    analyzeImageTool(options),
    createDocumentTool,
    comprehensiveAnalysisTool,
  ];
}
