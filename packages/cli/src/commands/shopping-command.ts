import { readFileSync, writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import {
  buildShoppingList,
  extractImageNeeds,
  modelCandidateGrader,
  processRateLimits,
  productProvidersFromEnv,
  type ShoppingImage,
} from '@quoin/agents';
import { type Estimate, estimateSchema } from '@quoin/core';
import { type Brief, briefSchema } from '@quoin/protocol';
import { openStore, storeOptionsFromEnv } from '@quoin/store';
import { agentLimitsFor, modelFor } from '../agent-cli.ts';
import { type CliContext, print, progress } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { priceSourceFor, quoinHome } from '../quoin-home.ts';
import { SHOPPING_HELP } from './shopping-help.ts';
import { renderShoppingTable, type ShoppingGrouping, shoppingCsv, shoppingXlsx } from './shopping-render.ts';

export { SHOPPING_HELP };

const IMAGE_TYPES: Record<string, ShoppingImage['mediaType']> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

function readJson(context: CliContext, path: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(resolve(context.cwd, path), 'utf8'));
  } catch (error) {
    throw usageError(`Cannot read ${what} ${path}: ${(error as Error).message}`);
  }
}

async function loadEstimate(context: CliContext, reference: string): Promise<Estimate> {
  if (reference.endsWith('.json') || reference === '-') {
    const raw =
      reference === '-' ? JSON.parse(readFileSync(0, 'utf8')) : readJson(context, reference, 'the estimate');
    const candidate = (raw as { estimate?: unknown }).estimate ?? raw;
    const parsed = estimateSchema.safeParse(candidate);
    if (!parsed.success)
      throw usageError(`${reference} is not an estimate: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  }
  const store = await openStore(storeOptionsFromEnv({ ...context.env, QUOIN_HOME: quoinHome(context) }));
  try {
    const estimate = await store.estimates.getEstimate(reference);
    if (!estimate)
      throw usageError(`No estimate "${reference}" in the store; pass an estimate JSON file instead`);
    return estimate;
  } finally {
    await store.close();
  }
}

/** `quoin shopping`: an estimate (and brief, and photo) → a shopping list. */
export async function shoppingCommand(context: CliContext, argv: string[]): Promise<number> {
  if (argv[0] === 'eval') {
    const module = await import('./shopping-eval-command.ts');
    return module.shoppingEvalCommand(context, argv.slice(1));
  }
  const { values, positionals } = parseCommandArgs(argv, {
    brief: { type: 'string' },
    image: { type: 'string' },
    group: { type: 'string' },
    format: { type: 'string', short: 'f' },
    out: { type: 'string', short: 'o' },
  } as const);
  if (values.help) {
    print(context, SHOPPING_HELP);
    return EXIT_CODES.ok;
  }
  const [reference, ...extra] = positionals;
  if (!reference || extra.length > 0)
    throw usageError('quoin shopping takes one estimate: a JSON file or an id');
  const format = values.format ?? 'table';
  if (!['table', 'json', 'csv', 'xlsx'].includes(format))
    throw usageError(`--format must be table, json, csv or xlsx (got "${format}")`);
  if (format === 'xlsx' && !values.out) throw usageError('--format xlsx needs --out FILE.xlsx');
  const group = (values.group ?? 'room') as ShoppingGrouping;
  if (group !== 'room' && group !== 'trade')
    throw usageError(`--group must be room or trade (got "${values.group}")`);

  const estimate = await loadEstimate(context, reference);
  let brief: Brief | undefined;
  if (values.brief) {
    const parsed = briefSchema.safeParse(readJson(context, values.brief, 'the brief'));
    if (!parsed.success)
      throw usageError(
        `${values.brief} is not a project brief: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
      );
    brief = parsed.data;
  }
  const today = () => new Date().toISOString().slice(0, 10);
  const providers = productProvidersFromEnv(context.env, {
    priceSource: priceSourceFor(context).source,
    today,
  });
  const searchLimit = { requestsPerMinute: Number(context.env.QUOIN_SEARCH_RPM ?? 0) || undefined };
  const limiters = {
    searchapi: processRateLimits.limiterFor('searchapi', searchLimit),
    exa: processRateLimits.limiterFor('exa', searchLimit),
  };
  let imageNeeds: Awaited<ReturnType<typeof extractImageNeeds>> | undefined;
  if (values.image) {
    const mediaType = IMAGE_TYPES[extname(values.image).toLowerCase()];
    if (!mediaType) throw usageError(`--image must be a png, jpg or webp file (got "${values.image}")`);
    const model = modelFor(context);
    if (!model || model.label === 'scripted:parser')
      throw usageError(
        '--image needs a vision model: set QUOIN_MODEL (e.g. openai:gpt-4.1-mini with OPENAI_API_KEY)',
      );
    const data = new Uint8Array(readFileSync(resolve(context.cwd, values.image)));
    imageNeeds = await extractImageNeeds(
      { model, now: () => new Date(), ...agentLimitsFor(context, model) },
      { data, mediaType },
      brief,
    );
  }
  // With a model configured, candidates are graded by it (the weights stay the engine's); offline by attributes.
  const model = modelFor(context);
  const grader =
    model && model.label !== 'scripted:parser'
      ? modelCandidateGrader({ model, now: () => new Date(), ...agentLimitsFor(context, model) })
      : undefined;
  const started = performance.now();
  const { list } = await buildShoppingList(estimate, {
    ...(grader ? { grader } : {}),
    providers,
    now: () => new Date(),
    limiters,
    ...(brief ? { brief } : {}),
    ...(imageNeeds ? { imageNeeds } : {}),
  });
  progress(
    context,
    `shopping list in ${Math.round(performance.now() - started)} ms (${list.providers.join(', ')})`,
  );
  if (format === 'xlsx') {
    writeFileSync(resolve(context.cwd, values.out as string), await shoppingXlsx(list, group));
    print(context, `Wrote ${values.out}`);
    return EXIT_CODES.ok;
  }
  const text =
    format === 'json'
      ? JSON.stringify(list, null, 2)
      : format === 'csv'
        ? shoppingCsv(list, group)
        : renderShoppingTable(list, group);
  if (values.out) {
    writeFileSync(resolve(context.cwd, values.out), `${text}\n`);
    print(context, `Wrote ${values.out}`);
  } else print(context, text);
  return EXIT_CODES.ok;
}
