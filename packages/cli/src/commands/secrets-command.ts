import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { withStudio } from '../studio/open-studio.ts';

export const SECRETS_HELP = `Usage: quoin secrets set NAME        the value is read from stdin (never from the command line)
       quoin secrets list              names, who set them and when; never the values
       quoin secrets remove NAME

Provider keys (OPENAI_API_KEY, ANTHROPIC_API_KEY, QUOIN_MODEL_API_KEY …) kept in the store, sealed with
AES-256-GCM under QUOIN_SECRET_KEY or the key file $QUOIN_HOME/secret.key (created with 0600 permissions).
Agent studio runs ("quoin agents run") use them when the environment does not set the same name.`;

async function readStdin(context: CliContext, stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
  void context;
  return Buffer.concat(chunks).toString('utf8').trim();
}

/** `quoin secrets set|list|remove`. */
export async function secretsCommand(
  context: CliContext,
  argv: string[],
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {});
  if (values.help) {
    print(context, SECRETS_HELP);
    return EXIT_CODES.ok;
  }
  const [action, name] = positionals;
  if (action !== 'list' && action !== 'set' && action !== 'remove') {
    throw usageError('quoin secrets needs set NAME, list or remove NAME');
  }
  if (action !== 'list' && !name)
    throw usageError(`quoin secrets ${action} needs a NAME, like OPENAI_API_KEY`);
  const value = action === 'set' ? await readStdin(context, stdin) : '';
  if (action === 'set' && !value)
    throw inputError(
      `No value on stdin for ${name}: pipe it in (printf %s "$KEY" | quoin secrets set ${name})`,
    );
  return withStudio(context, async (studio) => {
    const actor = { actor: context.env.USER?.trim() || 'cli' };
    if (action === 'list') {
      const secrets = await studio.store.secrets.list();
      print(
        context,
        secrets.length
          ? secrets.map((s) => `${s.name}  set by ${s.updatedBy} ${s.updatedAt.slice(0, 19)}`).join('\n')
          : 'No secrets stored.',
      );
    } else if (action === 'set') {
      await studio.store.secrets.set(name ?? '', value, actor);
      print(context, `Stored ${name}, sealed.`);
    } else {
      const removed = await studio.store.secrets.remove(name ?? '', actor);
      if (!removed) throw inputError(`No secret ${name} (see quoin secrets list)`);
      print(context, `Removed ${name}.`);
    }
    return EXIT_CODES.ok;
  });
}
