import {
  type AgentModel,
  type AnyToolDefinition,
  defineTool,
  readBidTable,
  readPdfLines,
} from '@quoin/agents';
import {
  analyzeTender,
  analyzeTenderInputSchema,
  autoBudget,
  autoBudgetInputSchema,
  type BidReader,
  checkNormative,
  checkNormativeInputSchema,
  type DocumentFile,
  generateLetter,
  generateLetterInputSchema,
  improveLetter,
  improveLetterInputSchema,
  type RewriteText,
} from '@quoin/documents';
import { generateText } from 'ai';

// Documents cannot import agents (the dependency rule), so its functions become tools here, in the
// composition root, with the documents package's own zod schemas as their inputs.

export interface DocumentToolOptions {
  /** The configured model's rewrite, read when a tool runs; undefined offline. */
  rewrite?: () => RewriteText | undefined;
}

/** A rewrite through the AI SDK with the configured model: system and user prompt in, text out. */
export function rewriteWith(model: AgentModel): RewriteText {
  return async ({ system, user }) => {
    const result = await generateText({ model: model.model, system, prompt: user, maxRetries: 0 });
    return result.text;
  };
}

const fileNames = (output: { files: DocumentFile[] }) => output.files.map((file) => file.fileName);

const CHANGE_ORDER_EXAMPLE = {
  letterType: 'change_order',
  contractor: { name: 'Ridgeline Remodeling LLC', address: '410 J St, Sacramento, CA 95814' },
  recipient: { name: 'Dana Whitfield' },
  project: { name: 'Whitfield hall bath', address: '2218 Capitol Ave, Sacramento, CA 95816' },
  details: { changeOrderNumber: 3, reason: 'rot found behind the tub surround', daysAdded: 2 },
  estimate: {
    schemaVersion: 1,
    id: 'co-3',
    title: 'Replace rotted wall framing behind tub',
    groups: [
      {
        id: 'g1',
        name: 'Framing repair',
        sortOrder: 0,
        items: [
          {
            id: 'i1',
            type: 'allowance',
            title: 'Remove and replace rotted studs and sill plate',
            quantity: 1,
            uom: 'each',
            rateCents: 68000,
            pricingState: 'user',
          },
        ],
      },
    ],
  },
  formats: ['markdown'],
};

function generateLetterTool(options: DocumentToolOptions) {
  return defineTool({
    name: 'generate_letter',
    description:
      'Writes a contractor letter from a template filled with the estimate and project data: proposal cover ' +
      'letter, change order, RFI, notice of delay, payment reminder, preliminary lien notice (naming the state and ' +
      'its statute where Quoin holds it), certificate of substantial completion. Markdown, PDF and DOCX; every blank it ' +
      'cannot fill is named in the text and in missingFields (strict: true refuses instead). With a model ' +
      '(QUOIN_MODEL) it drafts from your description in the asked tone and formality, keeping every figure.',
    category: 'document_generation',
    uiPlacement: 'dashboard',
    priority: 9,
    inputSchema: generateLetterInputSchema,
    examples: [
      { description: 'A change order priced by a one-line estimate', args: CHANGE_ORDER_EXAMPLE },
      {
        description: 'A preliminary lien notice in Florida',
        args: {
          letterType: 'preliminary_lien_notice',
          contractor: { name: 'Gulf Coast Drywall Inc.', address: '88 Bay St, Tampa, FL 33602' },
          recipient: { name: 'M. Ortega' },
          project: { address: '14 Palm Way, Tampa, FL 33606', state: 'FL' },
          details: { firstFurnishedOn: 'December 1, 2026' },
          formats: ['markdown'],
        },
      },
    ],
    execute: (input, context) => generateLetter(input, context.now().toISOString(), options.rewrite?.()),
    warningsOf: (output) => output.missingFields.map((field) => `blank: ${field.label} (${field.path})`),
    filesOf: fileNames,
  });
}

function improveLetterTool(options: DocumentToolOptions) {
  return defineTool({
    name: 'improve_letter',
    description:
      'Improves a letter’s tone and formality. With a model (QUOIN_MODEL) it rewrites the wording and keeps ' +
      'every figure (a rewrite that changes a dollar amount or date is refused); offline, a deterministic pass ' +
      'turns informal phrases formal and tidies spacing, and says what it could not do.',
    category: 'document_generation',
    uiPlacement: 'dashboard',
    priority: 8,
    dependencies: ['generate_letter'],
    inputSchema: improveLetterInputSchema,
    examples: [
      {
        description: 'A hasty payment reminder made formal',
        args: {
          text: 'Hey Dana, invoice 1042 for $2,910.00 is late. Pls pay ASAP, thx.',
          formality: 'formal',
        },
      },
    ],
    execute: (input) => improveLetter(input, options.rewrite?.()),
    warningsOf: (output) => (output.notes[0]?.includes('refused') ? [output.notes[0]] : []),
  });
}

const autoBudgetTool = defineTool({
  name: 'auto_budget',
  description:
    'A budget before an estimate or from one. From a project type, area, ZIP and quality level: cost per sq ft ' +
    '(each band anchored to a named publication: NAHB 2024, Remodeling’s Cost vs. Value 2024, the Terner ' +
    'Center, Angi; figures recalled and marked to verify) × quality × core’s location ' +
    'factor, the AACE class 5 band (−20…−50%, +30…+100%) and a trade-division breakdown. From an estimate: ' +
    'contingency by group risk from planning’s seeded Monte Carlo at P50/P80/P90.',
  category: 'financial',
  uiPlacement: 'dashboard',
  priority: 8,
  inputSchema: autoBudgetInputSchema,
  examples: [
    {
      description: 'A 2,000 sq ft standard new house in Sacramento',
      args: { projectType: 'single_family_new', areaSqFt: 2000, zip: '95814', quality: 'standard' },
    },
    {
      description: 'Contingency for an estimate whose framing repair is high risk',
      args: { estimate: CHANGE_ORDER_EXAMPLE.estimate, defaultRisk: 'high', confidence: 'p80' },
    },
  ],
  execute: (input) => autoBudget(input),
});

const checkNormativeTool = defineTool({
  name: 'check_normative',
  description:
    'Checks a job against common US residential code requirements (IRC 2021, NEC 2023; rules as data): egress ' +
    'windows, stairs, guards and handrails, smoke and CO alarms, GFCI and AFCI locations, bathroom exhaust, deck ' +
    'ledger, lateral load and footings. Measured facts against limits; the estimate’s lines against what each ' +
    'detected scope requires. Findings with the code section and severity; not a plan review.',
  category: 'core_rag',
  uiPlacement: 'tools',
  priority: 8,
  inputSchema: checkNormativeInputSchema,
  examples: [
    {
      description: 'A basement bedroom with a high sill and a steep stair',
      args: {
        brief: 'Finish the basement with a bedroom and a new stair',
        facts: { 'egressWindow.sillHeightIn': 46, 'stair.riserHeightIn': 8, 'stair.treadDepthIn': 10 },
      },
    },
    {
      description: 'The scope of an estimate (a framing repair behind a tub)',
      args: { estimate: CHANGE_ORDER_EXAMPLE.estimate, scopes: ['bathroom'] },
    },
  ],
  execute: (input) => checkNormative(input),
});

/** Bids are read with import mode's reader: pdfjs lines with positions, then its bid table heuristic. */
export const AGENTS_BID_READER: BidReader = {
  readPdfLines: (bytes) => readPdfLines(bytes),
  readTable: (lines, title) => readBidTable(lines, title),
};

const TENDER_EXAMPLE_BIDS = [
  {
    fileName: 'sierra-tile.csv',
    text: 'Description,Qty,Unit,Unit Price,Amount\nRemove rotted studs and sill plate,1,EA,$720.00,$720.00\nTotal,,,,$720.00\nExcludes permits',
  },
  {
    fileName: 'capitol-remodel.csv',
    text: 'Description,Qty,Unit,Unit Price,Amount\nReplace rotted studs and plate,1,LS,$640.00,$640.00\nTotal,,,,$640.00\nAssumes no structural engineering',
  },
];

const analyzeTenderTool = defineTool({
  name: 'analyze_tender',
  // Bids are uploaded documents: their text may carry instructions meant for the model.
  untrustedOutput: true,
  description:
    'Bid leveling: reads subcontractor or competing bids (CSV, XLSX, PDF through the import reader), maps each ' +
    'bid line to our estimate’s lines (title words with trade synonyms, and unit; overrides win), plugs scope a ' +
    'bid leaves out with the median of the other bids, and gives normalised totals, line spreads against our ' +
    'estimate, outliers, abnormally low bids, exclusions and qualifications read from the bid text, and a ' +
    'recommendation with reasons. XLSX with live formulas and a PDF summary.',
  category: 'advanced_analysis',
  uiPlacement: 'dashboard',
  priority: 9,
  inputSchema: analyzeTenderInputSchema,
  examples: [
    {
      description: 'Two framing-repair bids against a one-line estimate',
      args: { estimate: CHANGE_ORDER_EXAMPLE.estimate, bids: TENDER_EXAMPLE_BIDS, formats: ['xlsx'] },
    },
  ],
  execute: (input, context) => analyzeTender(input, AGENTS_BID_READER, context.now()),
  warningsOf: (output) => [
    ...output.bidders
      .filter((bidder) => bidder.abnormallyLowPercent !== null)
      .map((bidder) => `${bidder.bidder} is ${bidder.abnormallyLowPercent}% below the other bids`),
    ...output.bidders.flatMap((bidder) =>
      bidder.arithmeticIssues.map((issue) => `${bidder.bidder}: ${issue}`),
    ),
  ],
  filesOf: fileNames,
});

/** The document functions as tools, for the composition root to register beside the engine tools. */
export function documentTools(options: DocumentToolOptions = {}): AnyToolDefinition[] {
  return [
    generateLetterTool(options),
    improveLetterTool(options),
    autoBudgetTool,
    checkNormativeTool,
    analyzeTenderTool,
  ];
}
