import {
  isRole,
  openStore,
  type Store,
  storeOptionsFromEnv,
  TOKEN_SCOPES,
  type TokenScope,
} from '@quoin/store';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { quoinHome } from '../quoin-home.ts';

export const ACCOUNTS_HELP = `Usage: quoin accounts create-org NAME --owner EMAIL --password-stdin
       quoin accounts invite --org NAME --email EMAIL [--role estimator|viewer|admin] [--days 7]
       quoin accounts members --org NAME
       quoin accounts token create --org NAME --user EMAIL [--scope read|write|admin] [--name LABEL]
       quoin accounts token list --org NAME
       quoin accounts token revoke TOKEN_ID --org NAME

People and access for "quoin serve --auth required", without the web app. The first organisation created
takes over the estimates made in single-user mode. Passwords are read from stdin, never from the command
line; invitation and API tokens are printed once and kept only as hashes. Send a token as
"Authorization: Bearer TOKEN" to the REST API, the WebSocket and MCP over HTTP.`;

const OPTIONS = {
  owner: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  org: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  days: { type: 'string' },
  user: { type: 'string' },
  scope: { type: 'string' },
  name: { type: 'string' },
} as const;

/** Store errors a person can fix exit 3 with the store's message. */
const INPUT_CODES = new Set([
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'ALREADY_EXISTS',
  'FORBIDDEN',
  'UNAUTHENTICATED',
]);

async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function required(value: string | undefined, flag: string, action: string): string {
  if (!value?.trim()) throw usageError(`quoin accounts ${action} needs ${flag}`);
  return value.trim();
}

async function orgOf(store: Store, name: string | undefined, action: string) {
  const org = await store.accounts.findOrganisation(required(name, '--org NAME', action));
  if (!org) throw inputError(`No organisation "${name}" (quoin accounts create-org NAME creates one).`);
  return org;
}

type Values = ReturnType<typeof parseCommandArgs<typeof OPTIONS>>['values'];

async function run(
  context: CliContext,
  store: Store,
  positionals: string[],
  values: Values,
  stdin: NodeJS.ReadableStream,
): Promise<number> {
  const writer = { actor: context.env.USER?.trim() || 'cli' };
  const [action, second, third] = positionals;
  if (action === 'create-org') {
    const name = required(second, 'NAME', action);
    const owner = required(values.owner, '--owner EMAIL', action);
    if (!values['password-stdin'])
      throw usageError('quoin accounts create-org reads the password with --password-stdin');
    const password = await readStdin(stdin);
    const org = await store.accounts.createOrganisation(name, writer, { adoptDefault: true });
    const userId = await store.accounts.ensureUser(owner, password);
    await store.accounts.setMembership(org.id, userId, 'owner', { ...writer, orgId: org.id });
    print(context, `Created organisation ${org.name} (${org.id}) with owner ${owner.toLowerCase()}.`);
    return EXIT_CODES.ok;
  }
  if (action === 'invite') {
    const org = await orgOf(store, values.org, action);
    const role = values.role ?? 'estimator';
    if (!isRole(role) || role === 'owner') throw usageError('--role is admin, estimator or viewer');
    const days = Number(values.days ?? 7);
    if (!Number.isInteger(days) || days < 1 || days > 30)
      throw usageError('--days is a whole number from 1 to 30');
    const { token, invitation } = await store.invitations.invite(
      {
        orgId: org.id,
        email: required(values.email, '--email EMAIL', action),
        role,
        expiresAt: new Date(Date.now() + days * 86_400_000),
      },
      { ...writer, orgId: org.id },
    );
    print(
      context,
      `Invited ${invitation.email} to ${org.name} as ${role} until ${invitation.expiresAt.slice(0, 10)}.`,
    );
    print(context, `Invitation token (shown once): ${token}`);
    print(context, `They accept at <server>/#/accept?token=${token}`);
    return EXIT_CODES.ok;
  }
  if (action === 'members') {
    const org = await orgOf(store, values.org, action);
    const members = await store.accounts.listMembers(org.id);
    print(context, members.map((member) => `${member.email}  ${member.role}`).join('\n') || 'No members.');
    return EXIT_CODES.ok;
  }
  if (action === 'token') return tokenAction(context, store, second, third, values, writer);
  throw usageError('quoin accounts needs create-org, invite, members or token (see quoin accounts --help)');
}

async function tokenAction(
  context: CliContext,
  store: Store,
  action: string | undefined,
  tokenId: string | undefined,
  values: Values,
  writer: { actor: string },
): Promise<number> {
  const org = await orgOf(store, values.org, `token ${action ?? ''}`.trim());
  if (action === 'create') {
    const scope = values.scope ?? 'write';
    if (!(TOKEN_SCOPES as readonly string[]).includes(scope))
      throw usageError('--scope is read, write or admin');
    const userId = await store.accounts.requireUserByEmail(
      required(values.user, '--user EMAIL', 'token create'),
    );
    const { token } = await store.credentials.createToken(
      { orgId: org.id, userId, scope: scope as TokenScope, ...(values.name ? { name: values.name } : {}) },
      { ...writer, orgId: org.id },
    );
    // The token alone on stdout, so scripts can capture it; it is not shown again.
    print(context, token);
    return EXIT_CODES.ok;
  }
  if (action === 'list') {
    const tokens = await store.credentials.listTokens(org.id);
    print(
      context,
      tokens
        .map(
          (t) =>
            `${t.id}  ${t.scope}  ${t.name || '-'}  ${t.revokedAt ? `revoked ${t.revokedAt.slice(0, 10)}` : `last used ${t.lastUsedAt?.slice(0, 19) ?? 'never'}`}`,
        )
        .join('\n') || 'No tokens.',
    );
    return EXIT_CODES.ok;
  }
  if (action === 'revoke') {
    await store.credentials.revokeToken(org.id, required(tokenId, 'TOKEN_ID', 'token revoke'), {
      ...writer,
      orgId: org.id,
    });
    print(context, `Revoked ${tokenId}.`);
    return EXIT_CODES.ok;
  }
  throw usageError('quoin accounts token needs create, list or revoke');
}

/** `quoin accounts …`: organisations, people, invitations and API tokens over the store. */
export async function accountsCommand(
  context: CliContext,
  argv: string[],
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, ACCOUNTS_HELP);
    return EXIT_CODES.ok;
  }
  const store = await openStore({
    ...storeOptionsFromEnv({ ...context.env, QUOIN_HOME: quoinHome(context) }),
    purpose: 'quoin accounts',
  });
  try {
    return await run(context, store, positionals, values, stdin);
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && INPUT_CODES.has(code)) throw inputError(String(message));
    throw error;
  } finally {
    await store.close();
  }
}
