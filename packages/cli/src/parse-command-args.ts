import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type CliContext, print } from './cli-context.ts';
import { usageError } from './exit-codes.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A value that starts with a dash but is a number (`-2`, `-0.5`), not an option. */
const NEGATIVE_NUMBER = /^-(\d|\.\d)/;

/**
 * `--crew -2` as `--crew=-2`: parseArgs would otherwise stop on "argument is ambiguous", and the option's own
 * check, which says what values it takes, never gets to speak.
 */
export function attachNegativeNumbers(argv: string[], options: Options): string[] {
  const takesValue = (token: string): boolean => {
    const long = token.startsWith('--') ? token.slice(2) : undefined;
    if (long !== undefined) return options[long]?.type === 'string';
    const short = /^-([a-zA-Z])$/.exec(token)?.[1];
    return (
      short !== undefined && Object.values(options).some((o) => o.short === short && o.type === 'string')
    );
  };
  const out: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index] ?? '';
    const next = argv[index + 1];
    if (token === '--') {
      out.push(...argv.slice(index));
      break;
    }
    if (next !== undefined && NEGATIVE_NUMBER.test(next) && !token.includes('=') && takesValue(token)) {
      out.push(`${token}=${next}`);
      index++;
    } else out.push(token);
  }
  return out;
}

/** parseArgs with strict options, `--help` on every command, and positionals allowed. */
export function parseCommandArgs<T extends Options>(argv: string[], options: T) {
  return parseArgs({
    args: attachNegativeNumbers(argv, options),
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
}

/** Reads a percentage option (0–`maxPercent`, by default 1000 as the estimate settings allow) or undefined. */
export function percentOption(name: string, text: string | undefined, maxPercent = 1000): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.replace(/%$/, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > maxPercent) {
    throw usageError(
      `--${name} must be a percentage between 0 and ${maxPercent}, like 20 or 8.25 (got "${text}")`,
    );
  }
  return value;
}

/** Reads a positive whole number option. */
export function countOption(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw usageError(`--${name} must be a whole number above 0 (got "${text}")`);
  return value;
}

/** The command's words for the help and usage error of parseOptionsOnly. */
export interface OptionsOnlyCommand {
  /** As the user types it: `quoin serve`. */
  command: string;
  help: string;
}

/**
 * parseCommandArgs for a command that takes options and no arguments: prints `help` and answers undefined
 * for `--help`; any positional is a usage error that names it.
 */
export function parseOptionsOnly<T extends Options>(
  context: CliContext,
  argv: string[],
  options: T,
  { command, help }: OptionsOnlyCommand,
) {
  const { values, positionals } = parseCommandArgs(argv, options);
  if ((values as { help?: boolean }).help) {
    print(context, help);
    return undefined;
  }
  if (positionals.length > 0)
    throw usageError(`${command} takes no arguments (got "${positionals.join(' ')}")`);
  return values;
}
