import { finishTakeoff, loadDrawingSets } from '@quoin/drawings';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { priceSourceFor } from '../quoin-home.ts';
import type { DrawingsArgs } from './drawings-args.ts';

/**
 * `quoin drawings takeoff SET [--sheet NUMBER]`: room finish schedules → a plan of finish work, priced by the
 * engine like any other plan (`--format json` prints the plan for `quoin estimate --plan FILE`).
 */
export async function drawingsTakeoff(context: CliContext, args: DrawingsArgs): Promise<number> {
  const [selector] = args.positionals;
  if (!selector) throw usageError('quoin drawings takeoff needs a SET (name, NAME@REVISION or id)');
  const [set] = await loadDrawingSets(args.port, selector);
  if (!set) throw inputError(`No drawing set "${selector}"`);
  const takeoff = finishTakeoff(set, args.values.sheet ? { sheet: args.values.sheet } : {});
  if (takeoff.plan.groups.length === 0) {
    throw inputError(
      `${set.name} has no room finish schedule with room areas to take off${args.values.sheet ? ` on sheet ${args.values.sheet}` : ''}`,
    );
  }
  if (args.format === 'json') {
    print(context, JSON.stringify(takeoff.plan, null, 2));
    return EXIT_CODES.ok;
  }
  const { buildEstimateFromPlan, defaultTradeRegistry, formatCents } = await import('@quoin/core');
  const built = await buildEstimateFromPlan(takeoff.plan, {
    registry: defaultTradeRegistry(),
    priceSource: priceSourceFor(context).source,
    id: `takeoff-${set.name}`,
  });
  for (const group of takeoff.plan.groups) {
    print(context, `${group.name}:`);
    for (const item of group.items)
      print(context, `  ${String(item.quantity).padStart(6)} ${item.uom.padEnd(9)} ${item.title}`);
  }
  print(
    context,
    `Priced by the engine: grand total ${formatCents(built.totals.grandTotalCents)} (${built.estimate.groups.reduce((n, g) => n + g.items.length, 0)} lines).`,
  );
  for (const assumption of takeoff.plan.assumptions) print(context, `assumed: ${assumption}`);
  for (const question of takeoff.plan.questions) print(context, `question: ${question}`);
  return EXIT_CODES.ok;
}
