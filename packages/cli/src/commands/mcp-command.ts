import type { Writable } from 'node:stream';
import { serveMcpOverStdio } from '@quoin/agents';
import type { CliContext } from '../cli-context.ts';
import { EXIT_CODES, usageError } from '../exit-codes.ts';
import { version } from '../version.ts';
import { cliToolRegistry } from './tools-command.ts';

export const MCP_HELP = `Usage: quoin mcp

Serves Quoin's tools (the same registry as "quoin tools": price search, labor rates, assemblies, quantities,
areas, validation, plans, estimates, schedules) over the Model Context Protocol on stdin/stdout, so another
assistant can call them. It runs until stdin closes. Nothing but protocol messages is written to stdout.

Example client configuration (Claude Desktop, Cursor and others):
  { "mcpServers": { "quoin": { "command": "npx", "args": ["quoin", "mcp"], "cwd": "/path/to/your/quoin" } } }

Your imported price list (quoin prices import) is used, as in "quoin tools call".`;

/** `quoin mcp`: the tool registry over stdio until the client goes away. */
export async function mcpCommand(context: CliContext, argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    context.stdout.write(`${MCP_HELP}\n`);
    return EXIT_CODES.ok;
  }
  if (argv.length > 0) throw usageError(`quoin mcp takes no arguments (got "${argv.join(' ')}")`);
  await serveMcpOverStdio(
    cliToolRegistry(context),
    { name: 'quoin', version: version() },
    { input: process.stdin, output: context.stdout as NodeJS.WritableStream & Writable },
  );
  return EXIT_CODES.ok;
}
