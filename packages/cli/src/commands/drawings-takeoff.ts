import { type CliContext, print } from '../cli-context.ts';
import { EXIT_CODES } from '../exit-codes.ts';
import type { DrawingsArgs } from './drawings-command.ts';

/** `quoin drawings takeoff SET [--sheet]`: not built yet; says so rather than printing a stub plan. */
export async function drawingsTakeoff(context: CliContext, _args: DrawingsArgs): Promise<number> {
  print(
    context,
    'quoin drawings takeoff is not available yet: room finish schedules are read (see drawings sheets), but turning them into a priced plan is not built.',
  );
  return EXIT_CODES.input;
}
