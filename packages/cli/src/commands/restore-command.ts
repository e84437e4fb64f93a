import { resolve } from 'node:path';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { quoinHome } from '../quoin-home.ts';

export const RESTORE_HELP = `Usage: quoin restore FILE

Replaces the embedded database ($QUOIN_HOME/db) with a backup written by "quoin backup FILE". The backup is
unpacked and opened first, so a file that cannot be read changes nothing; the database it replaces is kept
beside it as $QUOIN_HOME/db.replaced-<time> (delete it when you no longer need it). Refuses while
"quoin serve" runs on the same QUOIN_HOME and names its PID.

Options:
  -h, --help  show this help`;

/** `quoin restore FILE`: a backup becomes the embedded database. */
export async function restoreCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {});
  if (values.help) {
    print(context, RESTORE_HELP);
    return EXIT_CODES.ok;
  }
  const [source, ...extra] = positionals;
  if (!source || extra.length > 0) throw usageError('Name the backup file: quoin restore FILE');
  if (context.env.DATABASE_URL)
    throw usageError('DATABASE_URL is set: restore the PostgreSQL server with pg_restore or psql');
  const { restoreEmbeddedDatabase } = await import('@quoin/store');
  const result = await restoreEmbeddedDatabase(quoinHome(context), resolve(context.cwd, source));
  const kept = result.previousDataDir ? ` The previous database is kept in ${result.previousDataDir}.` : '';
  print(context, `Restored ${result.estimates} estimates from ${source}.${kept}`);
  return EXIT_CODES.ok;
}
