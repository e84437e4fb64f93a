/** The exit codes of `quoin`, documented in `quoin --help` and the package README. */
export const EXIT_CODES = {
  ok: 0,
  /** A bug or an environment problem (disk full, no permission); rerun with QUOIN_DEBUG=1 for the stack. */
  unexpected: 1,
  /** The command line is wrong: unknown command or option, missing argument, bad option value. */
  usage: 2,
  /** The input was read but is not usable: scope text not understood, invalid plan, price list or ZIP. */
  input: 3,
  /** An agent proposed a plan and nobody approved it (no --yes, no terminal to ask, or the answer was no). */
  planNotApproved: 4,
  /** quoin eval: a golden conversation failed a required check. */
  evalFailed: 5,
  /** quoin replay: the replay did not reproduce the recorded run. */
  replayDiffers: 6,
} as const;

export const EXIT_CODES_HELP = `Exit codes:
  0  success
  1  unexpected error (set QUOIN_DEBUG=1 to see the stack)
  2  usage error: unknown command or option, missing or bad argument
  3  input not understood or invalid file: scope text, plan, price list, ZIP code
  4  an agent's plan was printed but not approved (add --yes, or answer y on a terminal)
  5  quoin eval: a golden conversation failed a required check
  6  quoin replay: the replay differs from the recorded run`;

/** Core error codes that mean "your input is the problem", not "Quoin failed". */
const INPUT_ERROR_CODES = new Set([
  'SCOPE_NOT_UNDERSTOOD',
  'INVALID_PLAN',
  'INVALID_ZIP',
  'INVALID_BACKUP',
  'INVALID_INPUT',
  'cli.invalid_input',
]);

/**
 * The CLI's own errors, shaped like core's QuoinError (code, message, details) and identified by `code` the
 * same way. Not QuoinError itself: importing core would make `quoin --version` load the whole engine.
 */
class CliError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'CliError';
    this.code = code;
    this.details = details;
  }
}

/** A command-line mistake; exits 2. */
export function usageError(message: string, details: Record<string, unknown> = {}): CliError {
  return new CliError('cli.usage', message, details);
}

/** An input that was read but cannot be used; exits 3. */
export function inputError(message: string, details: Record<string, unknown> = {}): CliError {
  return new CliError('cli.invalid_input', message, details);
}

function codeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
}

/** The one place that turns anything thrown into an exit code. */
export function exitCodeFor(error: unknown): number {
  const code = codeOf(error);
  if (code === 'cli.usage' || code.startsWith('ERR_PARSE_ARGS')) return EXIT_CODES.usage;
  if (INPUT_ERROR_CODES.has(code) || code.startsWith('price_list.')) return EXIT_CODES.input;
  return EXIT_CODES.unexpected;
}

/** The message a person sees for an error: what to fix, without a stack. */
export function messageFor(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  if (code.startsWith('ERR_PARSE_ARGS')) {
    // node:util parseArgs explains itself well but suggests "--" separators a user rarely needs.
    return message.replace(/\. To specify a positional argument.*$/s, '.');
  }
  return message;
}
