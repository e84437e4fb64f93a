import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../cli-context.ts';
import { EXIT_CODES } from '../exit-codes.ts';
import { runEvalReportCommand } from './eval-report-command.ts';

function context(): { context: CliContext; output: () => string } {
  const stdout = new PassThrough();
  const chunks: string[] = [];
  stdout.on('data', (chunk) => chunks.push(String(chunk)));
  return { context: { env: {}, cwd: '/', stdout, stderr: new PassThrough() }, output: () => chunks.join('') };
}

const spec = {
  command: 'quoin demo eval',
  help: 'Usage: quoin demo eval',
  options: { strict: { type: 'boolean' } } as const,
  run: async (values: { strict?: boolean }) => ({ cases: 2, passed: values.strict ? 1 : 2 }),
  renderTable: (report: { cases: number; passed: number }) => `${report.passed}/${report.cases} pass`,
  passed: (report: { cases: number; passed: number }) => report.passed === report.cases,
};

describe('runEvalReportCommand', () => {
  it.each([
    { argv: [], exit: EXIT_CODES.ok, printed: '2/2 pass\n' },
    { argv: ['--strict'], exit: EXIT_CODES.evalFailed, printed: '1/2 pass\n' },
    { argv: ['-f', 'json'], exit: EXIT_CODES.ok, printed: '{\n  "cases": 2,\n  "passed": 2\n}\n' },
    { argv: ['--help'], exit: EXIT_CODES.ok, printed: 'Usage: quoin demo eval\n' },
  ])('$argv → exit $exit', async ({ argv, exit, printed }) => {
    const { context: cli, output } = context();
    expect(await runEvalReportCommand(cli, argv, spec)).toBe(exit);
    expect(output()).toBe(printed);
  });

  it.each([
    { argv: ['extra'], message: 'quoin demo eval takes no arguments (got "extra")' },
    { argv: ['--format', 'xml'], message: '--format must be table or json (got "xml")' },
  ])('refuses $argv', async ({ argv, message }) => {
    await expect(runEvalReportCommand(context().context, argv, spec)).rejects.toThrow(message);
  });
});
