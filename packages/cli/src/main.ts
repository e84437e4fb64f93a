import type { CliContext } from './cli-context.ts';
import { EXIT_CODES, EXIT_CODES_HELP, exitCodeFor, messageFor, usageError } from './exit-codes.ts';
import { version } from './version.ts';

interface Command {
  run: (context: CliContext, argv: string[]) => Promise<number>;
  help: string;
}

/** Each command is loaded when it runs, so `quoin --version` does not pay for the engine and its data. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  estimate: async () => {
    const module = await import('./commands/estimate-command.ts');
    return { run: module.estimateCommand, help: module.ESTIMATE_HELP };
  },
  trades: async () => {
    const module = await import('./commands/trades-command.ts');
    return { run: module.tradesCommand, help: module.TRADES_HELP };
  },
  price: async () => {
    const module = await import('./commands/price-command.ts');
    return { run: module.priceCommand, help: module.PRICE_HELP };
  },
  prices: async () => {
    const module = await import('./commands/prices-command.ts');
    return { run: module.pricesCommand, help: module.PRICES_HELP };
  },
  schedule: async () => {
    const module = await import('./commands/schedule-command.ts');
    return { run: module.scheduleCommand, help: module.SCHEDULE_HELP };
  },
  tools: async () => {
    const module = await import('./commands/tools-command.ts');
    return { run: module.toolsCommand, help: module.TOOLS_HELP };
  },
  serve: async () => {
    const module = await import('./commands/serve-command.ts');
    return { run: module.serveCommand, help: module.SERVE_HELP };
  },
  worker: async () => {
    const module = await import('./commands/worker-command.ts');
    return { run: module.workerCommand, help: module.WORKER_HELP };
  },
  chat: async () => {
    const module = await import('./commands/chat-command.ts');
    return { run: module.chatCommand, help: module.CHAT_HELP };
  },
  eval: async () => {
    const module = await import('./commands/eval-command.ts');
    return { run: module.evalCommand, help: module.EVAL_HELP };
  },
  runs: async () => {
    const module = await import('./commands/runs-command.ts');
    return { run: module.runsCommand, help: module.RUNS_HELP };
  },
  replay: async () => {
    const module = await import('./commands/replay-command.ts');
    return { run: module.replayCommand, help: module.REPLAY_HELP };
  },
  mcp: async () => {
    const module = await import('./commands/mcp-command.ts');
    return { run: module.mcpCommand, help: module.MCP_HELP };
  },
  schema: async () => {
    const module = await import('./commands/schema-command.ts');
    return { run: module.schemaCommand, help: module.SCHEMA_HELP };
  },
  agents: async () => {
    const module = await import('./commands/agents-command.ts');
    return { run: module.agentsCommand, help: module.AGENTS_HELP };
  },
  secrets: async () => {
    const module = await import('./commands/secrets-command.ts');
    return { run: (context, argv) => module.secretsCommand(context, argv), help: module.SECRETS_HELP };
  },
  company: async () => {
    const module = await import('./company/company-command.ts');
    return { run: module.companyCommand, help: module.COMPANY_HELP };
  },
  drawings: async () => {
    const module = await import('./commands/drawings-command.ts');
    return { run: module.drawingsCommand, help: module.DRAWINGS_HELP };
  },
  intake: async () => {
    const module = await import('./commands/intake-command.ts');
    return { run: module.intakeCommand, help: module.INTAKE_HELP };
  },
  shopping: async () => {
    const module = await import('./commands/shopping-command.ts');
    return { run: module.shoppingCommand, help: module.SHOPPING_HELP };
  },
  backup: async () => {
    const module = await import('./commands/backup-command.ts');
    return { run: module.backupCommand, help: module.BACKUP_HELP };
  },
  restore: async () => {
    const module = await import('./commands/restore-command.ts');
    return { run: module.restoreCommand, help: module.RESTORE_HELP };
  },
  export: async () => {
    const module = await import('./commands/export-command.ts');
    return { run: module.exportCommand, help: module.EXPORT_HELP };
  },
  accounts: async () => {
    const module = await import('./commands/accounts-command.ts');
    return { run: (context, argv) => module.accountsCommand(context, argv), help: module.ACCOUNTS_HELP };
  },
  'change-order': async () => {
    const module = await import('./changes/change-order-command.ts');
    return { run: module.changeOrderCommand, help: module.CHANGE_ORDER_HELP };
  },
  template: async () => {
    const module = await import('./changes/template-command.ts');
    return { run: module.templateCommand, help: module.TEMPLATE_HELP };
  },
  alternate: async () => {
    const module = await import('./proposal/alternate-command.ts');
    return { run: module.alternateCommand, help: module.ALTERNATE_HELP };
  },
  share: async () => {
    const module = await import('./proposal/share-command.ts');
    return { run: module.shareCommand, help: module.SHARE_HELP };
  },
};

/** Commands whose agent runs are recorded to $QUOIN_HOME/runs when a model is configured. */
const RECORDING_COMMANDS = new Set(['estimate', 'chat', 'eval', 'serve', 'intake']);

export const MAIN_HELP = `Usage: quoin <command> [options]

Quoin prices construction jobs offline: describe the work, get a checked estimate with every price's source.

Commands:
  estimate "<text>"        price a job: table, md, json, csv, xlsx or pdf proposal
  trades [ID]              list the trade profiles (or one trade's assemblies)
  price "<product>"        search prices with confidence and package math
  prices import FILE.csv   import your supplier price list (also: prices show, prices clear)
  schedule ESTIMATE.json   schedule an estimate: dates, critical path; table, json, mspdi, csv, ics, svg
  serve [--port] [--host]  run the REST + WebSocket server (default 127.0.0.1:8000)
  chat                     describe work in a conversation; approve plans with /approve (agents with a model)
  eval [--only IDS]        score the configured model on golden conversations with deterministic checks
  schema estimate          print the JSON Schema of "estimate --format json"
  tools list|docs|call     the tools agents use: list them, read their docs, call one with JSON arguments
  runs list|show           agent runs kept in $QUOIN_HOME/runs (recipe, model answers, tool results)
  replay ID                re-execute a recorded run offline and compare it with the record
  mcp                      serve those tools over the Model Context Protocol (stdio) to other assistants
  agents list|show|run     agent studio: agents as versioned configs (create, validate, publish, rollback)
  secrets set|list|remove  provider keys kept sealed in the store (AES-GCM)
  drawings add|ask|…       ingest PDF drawing sets and ask them questions; answers cite sheet and spot
  intake [--mode M]        an interview that writes a project brief (quick, full, open); intake eval
  shopping ESTIMATE.json   products to buy for an estimate: scored, tiered, with links; shopping eval
  export ESTIMATE.json     export an estimate file again: csv, md, json, xlsx or pdf (--out FILE)
  backup FILE              write the embedded database ($QUOIN_HOME/db) to one file
  restore FILE             replace the embedded database with a backup (the old one is kept aside)
  company show|set         your company profile (name, logo, license, terms, payments) on every export
  accounts create-org|…    organisations, people, invitations and API tokens (serve --auth required)
  change-order send|list|… send an estimate, then record its changes as numbered change orders (CO-1…)
  template save|list|start save an estimate as a template (no client data) and start new ones from it
  alternate EST LINE KIND   offer a line or group as an add/deduct alternate (or none), in a file or the store
  share ESTIMATE_ID        send a stored estimate: prints the client's proposal link (quoin serve opens it)
  worker                   take background jobs from the queue on a shared PostgreSQL (DATABASE_URL)
  help [COMMAND]           show help for a command

Options:
  -h, --help     show help (also after any command)
  -v, --version  print the version

Environment:
  QUOIN_HOME   where your imported price list is kept (default: .quoin in the working directory)
  QUOIN_DEBUG  set to 1 to print the stack of an unexpected error
  QUOIN_MODEL  the model for --agent and chat: provider:model, or scripted:parser (offline demo)
  QUOIN_RECORD_RUNS  0 stops keeping agent runs in $QUOIN_HOME/runs (kept by default with a model)
  SEARCHAPI_KEY, EXA_API_KEY  live product search for shopping lists (and live prices with SEARCHAPI_KEY)

${EXIT_CODES_HELP}`;

export { version };

async function dispatch(context: CliContext, argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    context.stdout.write(`${MAIN_HELP}\n`);
    return name === undefined ? EXIT_CODES.usage : EXIT_CODES.ok;
  }
  if (name === '--version' || name === '-v') {
    context.stdout.write(`quoin ${version()}\n`);
    return EXIT_CODES.ok;
  }
  if (name === 'help') {
    const topic = rest[0];
    const load = topic === undefined ? undefined : COMMANDS[topic];
    if (topic !== undefined && !load)
      throw usageError(`No command "${topic}"; run "quoin --help" for the list`);
    const help = load ? (await load()).help : MAIN_HELP;
    context.stdout.write(`${help}\n\n${EXIT_CODES_HELP}\n`);
    return EXIT_CODES.ok;
  }
  const load = COMMANDS[name];
  if (!load) throw usageError(`No command "${name}"; run "quoin --help" for the list`);
  // `quoin estimate` runs agents only with --agent; without it, loading them would cost its cold start a second.
  const runsAgents = RECORDING_COMMANDS.has(name) && (name !== 'estimate' || rest.includes('--agent'));
  if (runsAgents && context.env.QUOIN_MODEL && context.env.QUOIN_RECORD_RUNS !== '0') {
    const [{ setDefaultRunStore }, { cliRunStore }] = await Promise.all([
      import('@quoin/agents'),
      import('./commands/runs-command.ts'),
    ]);
    setDefaultRunStore(cliRunStore(context));
  }
  return (await load()).run(context, rest);
}

/** Runs `quoin` with its arguments; returns the exit code. Errors become one line on stderr. */
export async function main(argv: string[], context: CliContext = processContext()): Promise<number> {
  try {
    return await dispatch(context, argv);
  } catch (error) {
    const exitCode = exitCodeFor(error);
    const message = messageFor(error);
    // One pointer to the command's help: a message that already names --help gets none added.
    const hint =
      exitCode === EXIT_CODES.usage && argv[0] && COMMANDS[argv[0]] && !message.includes('--help')
        ? ` (see quoin ${argv[0]} --help)`
        : '';
    context.stderr.write(`quoin: ${message}${hint}\n`);
    if (context.env.QUOIN_DEBUG === '1' && error instanceof Error && error.stack) {
      context.stderr.write(`${error.stack}\n`);
    }
    return exitCode;
  }
}

function processContext(): CliContext {
  return { env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr };
}
