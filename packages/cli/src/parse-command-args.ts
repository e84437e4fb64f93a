import { type ParseArgsConfig, parseArgs } from 'node:util';
import { usageError } from './exit-codes.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs with strict options, `--help` on every command, and positionals allowed. */
export function parseCommandArgs<T extends Options>(argv: string[], options: T) {
  return parseArgs({
    args: argv,
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
}

/** Reads a percentage option (0–1000, as the estimate settings allow) or undefined when absent. */
export function percentOption(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.replace(/%$/, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1000) {
    throw usageError(`--${name} must be a percentage between 0 and 1000, like 20 or 8.25 (got "${text}")`);
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
