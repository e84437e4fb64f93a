import { resolve } from 'node:path';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { quoinHome } from '../quoin-home.ts';

export const BACKUP_HELP = `Usage: quoin backup FILE

Writes the embedded database ($QUOIN_HOME/db: estimates, chat, plans, uploads' records) to FILE, one gzipped
tar file that "quoin restore FILE" reads back. The database has one owner: while "quoin serve" runs on the
same QUOIN_HOME, backup refuses and names its PID; stop the server first. With DATABASE_URL set, use the
PostgreSQL server's own pg_dump instead.

Options:
  -h, --help  show this help`;

/** `quoin backup FILE`: the embedded database to one file. */
export async function backupCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {});
  if (values.help) {
    print(context, BACKUP_HELP);
    return EXIT_CODES.ok;
  }
  const [target, ...extra] = positionals;
  if (!target || extra.length > 0) throw usageError('Name one file to write: quoin backup FILE');
  if (context.env.DATABASE_URL)
    throw usageError('DATABASE_URL is set: back up the PostgreSQL server with pg_dump');
  const { backupEmbeddedDatabase } = await import('@quoin/store');
  const result = await backupEmbeddedDatabase(quoinHome(context), resolve(context.cwd, target));
  print(
    context,
    `Backed up ${result.estimates} estimates to ${result.file} (${(result.sizeBytes / 1024).toFixed(0)} KiB).`,
  );
  return EXIT_CODES.ok;
}
