import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AlternateKind, Estimate, EstimateTotals } from '@quoin/core';
import { withStoreApi } from '../changes/store-api.ts';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { type AlternateTarget, findAlternateTarget } from './alternate-target.ts';

export const ALTERNATE_HELP = `Usage: quoin alternate ESTIMATE LINE add|deduct|none [--json]

Offers a line, or a whole group, as an alternate the client accepts or declines: "add" (an option on top of
the base bid), "deduct" (a saving the client may take) or "none" (back in the base bid). ESTIMATE is an
estimate file (the JSON of "quoin estimate --format json"; written back in place as that JSON) or the id of
an estimate in the store ($QUOIN_HOME/db or DATABASE_URL; the estimates quoin serve edits). LINE is a line
or group id, a group's name, or words of one line's title.

A stored estimate that was sent or accepted records the change in its open change order (CO-n), as every
edit of it does. An estimate file that was sent or accepted is not changed: a file keeps no change orders.

Examples:
  quoin alternate estimate.json "aluminum railing" add
  quoin alternate est-1f3… grp-decking deduct
  quoin alternate est-1f3… li-railing none`;

const OPTIONS = { json: { type: 'boolean' } } as const;
const KINDS: Record<string, AlternateKind | null> = { add: 'add', deduct: 'deduct', none: null };

interface Priced {
  estimate: Estimate;
  totals: EstimateTotals;
}

function describeResult(
  target: AlternateTarget,
  kind: AlternateKind | null,
  { totals }: Priced,
  money: (cents: number) => string,
): string {
  const what =
    kind === null ? 'is in the base bid again' : `is ${kind === 'add' ? 'an add' : 'a deduct'} alternate`;
  return `${target.label} ${what}. Base bid ${money(totals.baseBidCents)}; alternates offered: ${totals.alternates.length}; contract total ${money(totals.grandTotalCents)}.`;
}

async function onFile(
  path: string,
  line: string,
  kind: AlternateKind | null,
): Promise<Priced & { target: AlternateTarget }> {
  const [core, exports] = await Promise.all([import('@quoin/core'), import('@quoin/exports')]);
  const read = exports.readEstimateFile(readFileSync(path, 'utf8'));
  if (!read.ok)
    throw inputError(
      `${path} is not an estimate file: ${read.problems
        .slice(0, 3)
        .map((p) => p.message)
        .join('; ')}`,
    );
  const { estimate } = read.value;
  if (estimate.lifecycleState === 'sent' || estimate.lifecycleState === 'accepted') {
    throw inputError(
      `${path} was ${estimate.lifecycleState === 'sent' ? 'sent to' : 'accepted by'} the client: a file keeps no change orders, so it is not changed. Change the stored estimate by its id; the change is recorded as a change order.`,
      { lifecycleState: estimate.lifecycleState },
    );
  }
  const registry = core.defaultTradeRegistry();
  const target = findAlternateTarget(estimate, line, registry);
  const marked = core.finalizeEstimate(
    core.setAlternate(estimate, {
      groupId: target.groupId,
      ...(target.itemId ? { itemId: target.itemId } : {}),
      kind,
    }),
    registry,
  );
  const totals = core.computeEstimateTotals(marked);
  // Written beside the file and renamed, so a failure never leaves half an estimate under its name.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, exports.toJson({ estimate: marked, totals }));
  renameSync(temporary, path);
  return { estimate: marked, totals, target };
}

async function onStore(
  context: CliContext,
  id: string,
  line: string,
  kind: AlternateKind | null,
): Promise<Priced & { target: AlternateTarget }> {
  const { defaultTradeRegistry } = await import('@quoin/core');
  return withStoreApi(context, async (call) => {
    const base = `/api/estimates/${encodeURIComponent(id)}`;
    const current = (await call('GET', base)).json() as Priced;
    const target = findAlternateTarget(current.estimate, line, defaultTradeRegistry());
    const answer = await call('POST', `${base}/alternates`, {
      version: current.estimate.version,
      groupId: target.groupId,
      ...(target.itemId ? { itemId: target.itemId } : {}),
      kind,
    });
    return { ...(answer.json() as Priced), target };
  });
}

/** `quoin alternate ESTIMATE LINE add|deduct|none`: an option the client accepts or declines. */
export async function alternateCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, ALTERNATE_HELP);
    return EXIT_CODES.ok;
  }
  const [estimateRef, line, kindText, ...extra] = positionals;
  if (!estimateRef || !line || !kindText || extra.length > 0)
    throw usageError('quoin alternate needs ESTIMATE, LINE and add, deduct or none (see --help)');
  if (!(kindText in KINDS)) throw usageError(`The alternate is add, deduct or none (got "${kindText}")`);
  const kind = KINDS[kindText] ?? null;
  const path = resolve(context.cwd, estimateRef);
  const result = existsSync(path)
    ? await onFile(path, line, kind)
    : await onStore(context, estimateRef, line, kind);
  const { formatCents } = await import('@quoin/core');
  print(
    context,
    values.json
      ? JSON.stringify({ estimate: result.estimate, totals: result.totals }, null, 2)
      : describeResult(result.target, kind, result, formatCents),
  );
  return EXIT_CODES.ok;
}
