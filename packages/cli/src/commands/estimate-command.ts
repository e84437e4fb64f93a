import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  buildEstimateFromPlan,
  defaultTradeRegistry,
  type EstimateSettings,
  formatCents,
  type PlanInput,
  parseScope,
  type TradeRegistry,
} from '@quoin/core';
import {
  type EstimateExportInput,
  type PdfOptions,
  toCsv,
  toJson,
  toMarkdown,
  toPdf,
  toXlsx,
} from '@quoin/exports';
import { type CliContext, print, progress } from '../cli-context.ts';
import { companyForExport } from '../company/load-company-profile.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { checkOutputPath, chooseOutputFormat, writeOutputFile } from '../output-file.ts';
import { parseCommandArgs, percentOption } from '../parse-command-args.ts';
import { priceSourceFor } from '../quoin-home.ts';
import { renderEstimateTable, type TableExtras } from '../render-estimate-table.ts';

export const ESTIMATE_FORMATS = ['table', 'md', 'json', 'csv', 'xlsx', 'pdf'] as const;
export type EstimateFormat = (typeof ESTIMATE_FORMATS)[number];
const BINARY_FORMATS = new Set<EstimateFormat>(['xlsx', 'pdf']);
const FORMAT_OF_EXTENSION: Record<string, EstimateFormat> = {
  '.txt': 'table',
  '.md': 'md',
  '.json': 'json',
  '.csv': 'csv',
  '.xlsx': 'xlsx',
  '.pdf': 'pdf',
};

/** No US state and local sales tax combined reaches this (the highest are near 11.5%); more is a typo. */
const MAX_SALES_TAX_PERCENT = 25;

const OPTIONS = {
  zip: { type: 'string' },
  'labor-markup': { type: 'string' },
  'material-markup': { type: 'string' },
  tax: { type: 'string' },
  format: { type: 'string', short: 'f' },
  out: { type: 'string', short: 'o' },
  template: { type: 'string' },
  contractor: { type: 'string' },
  agent: { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  review: { type: 'boolean' },
  // Hidden: a plan instead of text (agents, tests) and a fixed clock (reproducible files).
  plan: { type: 'string' },
  now: { type: 'string' },
} as const;

export const ESTIMATE_HELP = `Usage: quoin estimate "<job description>" [options]

Prices a job described in plain words and prints the estimate.

Options:
  --zip ZIP                 job location (5-digit ZIP); overrides a place named in the text
  --labor-markup PERCENT    markup on labor (default 20)
  --material-markup PERCENT markup on materials and equipment (default 15)
  --tax PERCENT             sales tax on material cost, 0 to 25 (default 0)
  -f, --format FORMAT       table (default), md, json, csv, xlsx, pdf
  -o, --out FILE            write to FILE instead of stdout (format taken from the extension
                            when --format is not given)
  --template FILE           Handlebars template for --format pdf (default: the bundled proposal)
  --contractor NAME         your company name, printed on the PDF proposal
  --agent                   plan mode with the model in QUOIN_MODEL: the scope agent proposes a plan,
                            you approve it (asked on a terminal), the engine prices it. Without a model
                            it stops with exit code 2. QUOIN_MODEL=scripted:parser runs it offline (demo)
  -y, --yes                 approve the agent's plan without asking; without it and without a terminal
                            the plan is printed (as JSON with -f json) and quoin exits with code 4
  --review                  with --agent: then the agent-mode review (materials, QA, score, one retry)
  -h, --help                show this help

Examples:
  quoin estimate "paint 2 bedrooms 12x14, 9 ft ceilings" --zip 60614
  quoin estimate "replace 1,800 sq ft roof" --format pdf --out roof.pdf --contractor "Ridge Line Builders"
  quoin estimate "lvp flooring 600 sq ft" --format json | jq .totals.grandTotalCents

--format json prints { schemaVersion, estimate, totals } (money in integer cents); "quoin schema estimate"
prints its JSON Schema. Imported prices ("quoin prices import") are searched before the bundled catalog.`;

function chooseFormat(format: string | undefined, out: string | undefined): EstimateFormat {
  return chooseOutputFormat(ESTIMATE_FORMATS, FORMAT_OF_EXTENSION, 'table', format, out);
}

function readFileOrFail(context: CliContext, path: string, what: string): string {
  try {
    return readFileSync(resolve(context.cwd, path), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw inputError(`Cannot read the ${what} ${path}: ${reason}`);
  }
}

function readPlanFile(context: CliContext, path: string): PlanInput {
  const text = readFileOrFail(context, path, 'plan');
  try {
    return JSON.parse(text) as PlanInput;
  } catch (error) {
    throw inputError(`The plan ${path} is not JSON: ${(error as Error).message}`);
  }
}

function settingsFrom(values: Record<string, string | boolean | undefined>): Partial<EstimateSettings> {
  const settings: Partial<EstimateSettings> = {};
  const labor = percentOption('labor-markup', values['labor-markup'] as string | undefined);
  const material = percentOption('material-markup', values['material-markup'] as string | undefined);
  const tax = percentOption('tax', values.tax as string | undefined, MAX_SALES_TAX_PERCENT);
  if (labor !== undefined) settings.laborMarkupPercent = labor;
  if (material !== undefined) settings.materialMarkupPercent = material;
  if (tax !== undefined) settings.taxRatePercent = tax;
  return settings;
}

function nowFrom(text: string | undefined): string {
  if (text === undefined) return new Date().toISOString();
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw usageError(`--now must be an ISO date or time (got "${text}")`);
  return date.toISOString();
}

/** The user's words → a plan, with how they were read; `--zip` wins over a place named in the text. */
function readScope(context: CliContext, text: string, registry: TradeRegistry, zip: string | undefined) {
  progress(context, 'Reading the job description…');
  const scope = parseScope(text, { registry, ...(zip ? { defaultZip: zip } : {}) });
  const extras: TableExtras = { scope };
  return { plan: scope.plan, zip: zip ?? scope.location?.zip, extras };
}

/** The estimate in the chosen format: text for table, md, json and csv; bytes for xlsx and pdf. */
async function render(
  format: EstimateFormat,
  input: EstimateExportInput,
  extras: TableExtras,
  pdfOptions: PdfOptions,
): Promise<string | Buffer> {
  switch (format) {
    case 'table':
      return `${renderEstimateTable(input.estimate, input.totals, extras)}\n`;
    case 'md':
      return toMarkdown(input, pdfOptions.company ? { company: pdfOptions.company } : {});
    case 'json':
      return toJson(input, pdfOptions.company ? { company: pdfOptions.company } : {});
    case 'csv':
      return toCsv(input, pdfOptions.company ? { company: pdfOptions.company } : {});
    case 'xlsx':
      return toXlsx(input, pdfOptions.company ? { company: pdfOptions.company } : {});
    case 'pdf':
      return toPdf(input, pdfOptions);
  }
}

/** `quoin estimate`: text (or a plan) → priced estimate → the chosen format on stdout or in a file. */
export async function estimateCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, ESTIMATE_HELP);
    return EXIT_CODES.ok;
  }
  const format = chooseFormat(values.format, values.out);
  checkOutputPath(context, values.out);
  if (BINARY_FORMATS.has(format) && !values.out && context.stdout.isTTY) {
    throw usageError(
      `--format ${format} is a binary file; add --out FILE.${format} (or pipe stdout to a file)`,
    );
  }
  if ((values.template || values.contractor) && format !== 'pdf') {
    throw usageError('--template and --contractor shape the PDF proposal; add --format pdf');
  }
  const text = positionals.join(' ').trim();
  if (!values.plan && text === '')
    throw usageError('Describe the job, e.g. quoin estimate "paint a 12x14 bedroom"');
  if (values.plan && text !== '') throw usageError('Give either a job description or --plan, not both');
  if (values.plan && values.agent)
    throw usageError('--agent reads a job description; --plan is already a plan');
  if ((values.yes || values.review) && !values.agent) throw usageError('--yes and --review go with --agent');
  const settings = settingsFrom(values);
  const now = nowFrom(values.now);
  const template = values.template ? readFileOrFail(context, values.template, 'template') : undefined;
  const registry = defaultTradeRegistry();
  // With --agent the scope agent reads the text (the parser's draft goes to it), so nothing is parsed here.
  const { plan, zip, extras } = values.plan
    ? { plan: readPlanFile(context, values.plan), zip: values.zip, extras: {} as TableExtras }
    : values.agent
      ? { plan: undefined, zip: values.zip, extras: {} as TableExtras }
      : readScope(context, text, registry, values.zip);
  const { source, importedCount } = priceSourceFor(context);
  extras.importedPriceCount = importedCount;
  const id = `est-${now.replace(/[-:.TZ]/g, '').slice(0, 14)}`;
  const agentOptions = { approve: Boolean(values.yes), review: Boolean(values.review), format };
  // The agents (AI SDK, MCP, OpenTelemetry) load only for --agent: the offline estimate starts without them.
  const built = values.agent
    ? await (await import('./agent-estimate.ts')).agentEstimate(context, {
        text,
        ...(zip ? { zip } : {}),
        settings,
        now,
        id,
        registry,
        priceSource: source,
        ...agentOptions,
      })
    : undefined;
  if (typeof built === 'number') return built;
  if (!built)
    progress(context, `Pricing${importedCount ? ` (with your ${importedCount} imported prices)` : ''}…`);
  const { estimate, totals } =
    built ??
    (await buildEstimateFromPlan(plan, {
      registry,
      priceSource: source,
      id,
      now,
      settings,
      ...(zip ? { zip } : {}),
    }));
  const company = await companyForExport(context, format, values.contractor);
  const output = await render(format, { estimate, totals }, extras, {
    now,
    ...(company ? { company } : {}),
    ...(template !== undefined ? { template } : {}),
    ...(values.contractor ? { contractor: { name: values.contractor } } : {}),
  });
  if (values.out) {
    writeOutputFile(context, values.out, output);
    print(
      context,
      `Wrote ${values.out} (${format}): ${estimate.title}, grand total ${formatCents(totals.grandTotalCents)}`,
    );
  } else {
    context.stdout.write(output);
  }
  return EXIT_CODES.ok;
}
