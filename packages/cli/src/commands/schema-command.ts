import { estimateDocumentJsonSchema } from '@quoin/exports';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';

export const SCHEMA_HELP = `Usage: quoin schema estimate
       quoin schema agent       the JSON Schema of an agent config (quoin agents create FILE.json)

Prints the JSON Schema of "quoin estimate --format json": { schemaVersion, estimate, totals }, money in
integer cents, totals.grandTotalCents the price to the customer.

Options:
  -h, --help  show this help`;

/** `quoin schema estimate`: the JSON Schema of the JSON export. */
export async function schemaCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {});
  if (values.help) {
    print(context, SCHEMA_HELP);
    return EXIT_CODES.ok;
  }
  if (positionals[0] === 'agent' && positionals.length === 1) {
    const { agentConfigJsonSchema } = await import('@quoin/protocol');
    print(context, JSON.stringify(agentConfigJsonSchema(), null, 2));
    return EXIT_CODES.ok;
  }
  if (positionals[0] !== 'estimate' || positionals.length > 1) {
    throw usageError(
      `Name the schema: quoin schema estimate (or agent)${positionals[0] ? ` (got "${positionals.join(' ')}")` : ''}`,
    );
  }
  print(context, JSON.stringify(estimateDocumentJsonSchema(), null, 2));
  return EXIT_CODES.ok;
}
