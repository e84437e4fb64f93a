import { describe, expect, it } from 'vitest';
import {
  attachNegativeNumbers,
  parseCommandArgs,
  parseOptionsOnly,
  percentOption,
} from './parse-command-args.ts';

const OPTIONS = {
  crew: { type: 'string' },
  format: { type: 'string', short: 'f' },
  yes: { type: 'boolean', short: 'y' },
} as const;

describe('attachNegativeNumbers', () => {
  it.each([
    [['--crew', '-2'], ['--crew=-2']],
    [
      ['--crew', '-0.5', 'x'],
      ['--crew=-0.5', 'x'],
    ],
    [['-f', '-1'], ['-f=-1']],
    // A boolean takes no value: what follows stays what it was.
    [
      ['--yes', '-2'],
      ['--yes', '-2'],
    ],
    // An option after a value-taking option is still an option.
    [
      ['--crew', '-y'],
      ['--crew', '-y'],
    ],
    [['--crew=-3'], ['--crew=-3']],
    [
      ['--', '--crew', '-2'],
      ['--', '--crew', '-2'],
    ],
  ])('%j → %j', (argv, expected) => {
    expect(attachNegativeNumbers(argv, OPTIONS)).toEqual(expected);
  });

  it("lets the option's own check speak instead of parseArgs' 'ambiguous'", () => {
    expect(parseCommandArgs(['--crew', '-2'], OPTIONS).values.crew).toBe('-2');
  });
});

describe('percentOption', () => {
  it('bounds a percentage by the caller’s maximum and says so', () => {
    expect(percentOption('tax', '8.25', 25)).toBe(8.25);
    expect(() => percentOption('tax', '500', 25)).toThrow(/--tax must be a percentage between 0 and 25/);
    expect(percentOption('labor-markup', '500')).toBe(500);
    expect(() => percentOption('labor-markup', '-5')).toThrow(/between 0 and 1000/);
  });
});

describe('parseOptionsOnly', () => {
  const run = (argv: string[]) => {
    let printed = '';
    const context = {
      env: {},
      cwd: '.',
      stdout: { write: (text: string) => (printed += text) } as unknown as NodeJS.WritableStream,
      stderr: { write: () => true } as unknown as NodeJS.WritableStream,
    };
    const values = parseOptionsOnly(context, argv, OPTIONS, {
      command: 'quoin demo',
      help: 'Usage: quoin demo',
    });
    return { values, printed };
  };

  it.each([
    { argv: ['--crew', '3'], values: { crew: '3' }, printed: '' },
    { argv: ['--help'], values: undefined, printed: 'Usage: quoin demo\n' },
    { argv: ['-h', 'extra'], values: undefined, printed: 'Usage: quoin demo\n' },
  ])('$argv', ({ argv, values, printed }) => {
    const parsed = run(argv);
    expect(parsed.printed).toBe(printed);
    if (values === undefined) expect(parsed.values).toBeUndefined();
    else expect(parsed.values).toMatchObject(values);
  });

  it('refuses an argument, naming it', () => {
    expect(() => run(['extra', 'words'])).toThrow('quoin demo takes no arguments (got "extra words")');
  });
});
