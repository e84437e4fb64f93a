import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { AgentChatOptions } from '@quoin/agents';
import { agentLimitsFor, modelFor } from '../agent-cli.ts';
import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { parseOptionsOnly } from '../parse-command-args.ts';
import { quoinHome } from '../quoin-home.ts';
import { runUntilStopped } from '../until-signal.ts';
import { cliToolRegistry } from './tools-command.ts';

export const SERVE_HELP = `Usage: quoin serve [--port PORT] [--host HOST] [--auth required|off] [--no-web | --web-dir DIR]

Starts the Quoin server: the estimate workspace in the browser at /, the REST API under /api (OpenAPI
document at /api/openapi.json), live estimate editing over the WebSocket /ws/ESTIMATE_ID and the tools of
\`quoin tools\` over MCP's Streamable HTTP transport at /mcp (Authorization: Bearer TOKEN with accounts on). The first start
builds the web app (packages/web/dist; \`npm run build:web\` does it ahead). Estimates are kept in
$QUOIN_HOME/db (embedded PGlite), or in PostgreSQL when DATABASE_URL is set. Stop it with Ctrl-C.

Options:
  --port PORT   port to listen on (default 8000; 0 picks a free one)
  --host HOST   address to listen on (default 127.0.0.1)
  --auth MODE   required: every request signs in or sends Authorization: Bearer TOKEN (quoin accounts);
                off: single-user mode without accounts. Default off on loopback, required beyond it;
                off beyond loopback is refused. QUOIN_ALLOWED_ORIGINS / QUOIN_CORS_ORIGINS list other
                origins (CORS is off unless set).
  --no-web      serve the API only, without the browser app
  --web-dir DIR serve a web app built elsewhere (vite build --outDir DIR) instead of packages/web/dist
  -h, --help    show this help

With QUOIN_MODEL set, chat messages are answered by the estimating agents (scope agent → plan_proposed, with
streamed text, suggestions and token usage); without it the offline scope parser reads them.`;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  auth: { type: 'string' },
  'no-web': { type: 'boolean' },
  'web-dir': { type: 'string' },
} as const;

function portOption(text: string | undefined): number {
  if (text === undefined) return 8000;
  const port = Number(text);
  if (text.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65_535) {
    throw usageError(`--port must be a whole number from 0 to 65535 (got "${text}")`);
  }
  return port;
}

/**
 * The built web app's folder, building it first when absent (a fresh clone), so `npm ci && npx quoin serve`
 * opens the workspace. A failed build leaves the API up and says how to build by hand.
 */
async function webAppRoot(context: CliContext): Promise<string | undefined> {
  const { WEB_DIST_DIR, buildWebApp, isWebAppBuilt } = await import('@quoin/web');
  if (isWebAppBuilt()) return WEB_DIST_DIR;
  context.stderr.write('Building the web app (first start; `npm run build:web` rebuilds it)…\n');
  try {
    const started = Date.now();
    await buildWebApp();
    context.stderr.write(`Built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    return WEB_DIST_DIR;
  } catch (error) {
    context.stderr.write(
      `Could not build the web app (${(error as Error).message}); serving the API only. Run \`npm run build:web\` and start again.\n`,
    );
    return undefined;
  }
}

/** `quoin serve`: runs the server until interrupted; `stop` replaces the signals (tests). */
export async function serveCommand(
  context: CliContext,
  argv: string[],
  stop?: Promise<unknown>,
): Promise<number> {
  const values = parseOptionsOnly(context, argv, OPTIONS, { command: 'quoin serve', help: SERVE_HELP });
  if (!values) return EXIT_CODES.ok;
  const port = portOption(values.port);
  const host = values.host?.trim() || '127.0.0.1';
  if (values.auth !== undefined && values.auth !== 'required' && values.auth !== 'off')
    throw usageError(`--auth is required or off (got "${values.auth}")`);
  // The embedded database is WebAssembly: V8's baseline compiler alone keeps ~50–100 MB of optimized code and a
  // background compile out of a long-running server, and measured no slower here (scripts/bench-serve-memory).
  // Set before the module is compiled; QUOIN_WASM_TIER_UP=1 keeps V8's default.
  if (context.env.QUOIN_WASM_TIER_UP !== '1') setFlagsFromString('--liftoff-only');
  // tsx turns on source maps, and Node then keeps every module's map decoded: ~20 MB of a server's idle RSS
  // (issue 14). Stack traces in the log then name the transpiled lines; QUOIN_SOURCE_MAPS=1 keeps the maps.
  if (context.env.QUOIN_SOURCE_MAPS !== '1') process.setSourceMapsEnabled(false);
  // Loaded here so other commands do not pay for Fastify and the database driver.
  const { assertAuthFitsHost, authModeFor, startServer } = await import('@quoin/server');
  try {
    // Before the web build and the database: a server without accounts must not face a network.
    assertAuthFitsHost(host, authModeFor(host, values.auth));
  } catch (error) {
    throw usageError((error as Error).message);
  }
  const webDir = values['web-dir'] ? resolve(context.cwd, values['web-dir']) : undefined;
  const webRoot = values['no-web'] ? undefined : (webDir ?? (await webAppRoot(context)));
  // The chat runs the built-in agents as published in the studio; the server keeps this object current.
  const publishedAgentSpecs: NonNullable<AgentChatOptions['agentSpecs']> = {};
  // The chat's agents (and the model SDKs) load only with a model configured.
  const responders = context.env.QUOIN_MODEL ? await import('./agent-responder.ts') : undefined;
  const chatResponder = responders?.agentResponderFor(context, publishedAgentSpecs);
  // Another organisation's chat runs the agents it published (issue 20).
  const chatResponderFor = responders?.agentResponderMakerFor(context);
  const studioModel = modelFor(context);
  const model = studioModel;
  // The parser-played demo model cannot interview; intake then stays with the offline interviewer.
  const intakeModel =
    model && model.label !== 'scripted:parser'
      ? { model, now: () => new Date(), ...agentLimitsFor(context, model) }
      : undefined;
  const server = await startServer({
    ...(intakeModel ? { intakeModel } : {}),
    port,
    host,
    ...(values.auth ? { auth: values.auth } : {}),
    env: { ...context.env, QUOIN_HOME: quoinHome(context) },
    ...(chatResponder ? { chatResponder } : {}),
    ...(webRoot ? { webRoot } : {}),
    ...(studioModel ? { studioModel } : {}),
    ...(chatResponder ? { publishedAgentSpecs } : {}),
    ...(chatResponder && chatResponderFor ? { chatResponderFor } : {}),
    tools: cliToolRegistry(context),
    toolsForOrg: (orgId) => cliToolRegistry(context, undefined, orgId),
  });
  print(
    context,
    `Quoin server listening on ${server.url} (API: ${server.url}/api, docs: ${server.url}/api/openapi.json)`,
  );
  if (webRoot) print(context, `Open the estimate workspace at ${server.url}/`);
  await runUntilStopped(() => server.close(), stop);
  return EXIT_CODES.ok;
}
