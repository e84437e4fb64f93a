import { defaultTradeRegistry, formatCents, type TradeProfile, uomLabel } from '@quoin/core';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';

export const TRADES_HELP = `Usage: quoin trades [TRADE_ID] [--format table|json]

Lists the trade profiles the engine prices with: id, name, minimum charge, whether the work normally
needs a permit, and how many assemblies (priced labor + materials recipes) each has. With a trade id,
shows that trade's assemblies and units.

Options:
  -f, --format FORMAT  table (default) or json
  -h, --help           show this help`;

const OPTIONS = { format: { type: 'string', short: 'f' } } as const;

function summary(trade: TradeProfile) {
  return {
    id: trade.id,
    name: trade.name,
    version: trade.version,
    regulated: trade.regulated,
    minimumChargeCents: trade.minimumChargeCents,
    laborRateKey: trade.laborRateKey,
    allowedUoms: trade.allowedUoms,
    aliases: trade.aliases,
    assemblies: trade.assemblies.map((assembly) => ({
      id: assembly.id,
      name: assembly.name,
      uom: assembly.uom,
    })),
  };
}

function tradeDetail(trade: TradeProfile): string {
  const out = [
    `${trade.name} (${trade.id}, profile ${trade.version})`,
    `  labor rate: ${trade.laborRateKey} · minimum charge ${formatCents(trade.minimumChargeCents)} · ${trade.regulated ? 'permit usually required' : 'no permit usually'}`,
    `  units: ${trade.allowedUoms.map(uomLabel).join(', ')}`,
    `  also called: ${trade.aliases.join(', ')}`,
    '  assemblies:',
    ...trade.assemblies.map(
      (assembly) => `    ${assembly.id.padEnd(36)} per ${uomLabel(assembly.uom).padEnd(8)} ${assembly.name}`,
    ),
  ];
  return out.join('\n');
}

/** `quoin trades`: the trade profiles, as a table or JSON. */
export async function tradesCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, TRADES_HELP);
    return EXIT_CODES.ok;
  }
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json')
    throw usageError(`--format must be table or json (got "${format}")`);
  const registry = defaultTradeRegistry();
  const wanted = positionals[0];
  const trades = wanted ? [registry.get(wanted)] : registry.all();
  if (trades[0] === undefined) {
    throw usageError(`No trade "${wanted}"; run "quoin trades" for the list of ids`);
  }
  const found = trades.filter((trade): trade is TradeProfile => trade !== undefined);
  if (format === 'json') {
    print(context, JSON.stringify(found.map(summary), null, 2));
  } else if (wanted) {
    print(context, tradeDetail(found[0]!));
  } else {
    const header = `${'ID'.padEnd(22)}${'NAME'.padEnd(30)}${'MINIMUM'.padStart(10)}  PERMIT  ASSEMBLIES`;
    const rows = found.map(
      (trade) =>
        `${trade.id.padEnd(22)}${trade.name.slice(0, 29).padEnd(30)}${formatCents(trade.minimumChargeCents).padStart(10)}  ${(trade.regulated ? 'yes' : 'no').padEnd(6)}  ${trade.assemblies.length}`,
    );
    print(
      context,
      [header, ...rows, '', `${found.length} trades. "quoin trades ID" shows one trade's assemblies.`].join(
        '\n',
      ),
    );
  }
  return EXIT_CODES.ok;
}
