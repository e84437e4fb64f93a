import type { ProposalShareView } from '@quoin/protocol';
import { withStoreApi } from '../changes/store-api.ts';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';

export const SHARE_HELP = `Usage: quoin share ESTIMATE_ID [--days N] [--url BASE] [--json]

Sends an estimate kept in the store ($QUOIN_HOME/db or DATABASE_URL) to the client: it becomes "sent" (a
validated estimate; a sent or accepted one gets another link as it is) and a read-only link is made, with an
unguessable token, that quoin serve opens for the client to view the proposal, accept or decline its
alternates and sign. The link is printed once: the store keeps only the token's hash.

Options:
  --days N    how long the link opens the proposal, 1 to 90 days (default 14)
  --url BASE  the address clients reach quoin serve at (default $QUOIN_PUBLIC_URL, else http://127.0.0.1:8000)
  --json      print the share as JSON (id, expiry, token, path)

Examples:
  quoin share est-1f3…
  quoin share est-1f3… --days 30 --url https://quotes.example.com`;

const OPTIONS = {
  days: { type: 'string' },
  url: { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** POST …/share's answer (protocol's createShareResponseSchema). */
interface CreateShareResponse {
  share: ProposalShareView;
  token: string;
  path: string;
}

/** The address quoin serve answers at by default (serve-command's 127.0.0.1:8000). */
const DEFAULT_BASE_URL = 'http://127.0.0.1:8000';

/** `quoin share ESTIMATE_ID`: marks the estimate sent and prints the client's link. */
export async function shareCommand(context: CliContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, SHARE_HELP);
    return EXIT_CODES.ok;
  }
  const [id, ...extra] = positionals;
  if (!id || extra.length > 0) throw usageError('quoin share needs one ESTIMATE_ID (see --help)');
  const days = values.days === undefined ? 14 : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 90)
    throw usageError(`--days is a whole number of days from 1 to 90 (got "${values.days}")`);
  const base = (values.url ?? context.env.QUOIN_PUBLIC_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(base))
    throw usageError(
      `--url must be an http or https address, like https://quotes.example.com (got "${base}")`,
    );
  const created = await withStoreApi(context, async (call) => {
    const answer = await call('POST', `/api/estimates/${encodeURIComponent(id)}/share`, {
      expiresInDays: days,
    });
    return answer.json() as CreateShareResponse;
  });
  const link = `${base}${created.path}`;
  print(
    context,
    values.json
      ? JSON.stringify({ ...created, link }, null, 2)
      : `${link}\nEstimate ${id} is sent; the link opens the proposal until ${created.share.expiresAt.slice(0, 10)} (share ${created.share.id}; revoke it in the workspace).`,
  );
  return EXIT_CODES.ok;
}
