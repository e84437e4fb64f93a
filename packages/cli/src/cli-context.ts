/** What a command may touch: the environment, the working directory and the output streams. */
export interface CliContext {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

/** Writes a line to stdout. */
export function print(context: CliContext, text: string): void {
  context.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** Progress for a person watching: only when stderr is a terminal, so pipes and logs stay clean. */
export function progress(context: CliContext, text: string): void {
  if (context.stderr.isTTY) context.stderr.write(`${text}\n`);
}
