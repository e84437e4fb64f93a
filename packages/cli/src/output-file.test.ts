import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliContext } from './cli-context.ts';
import { chooseOutputFormat, writeOutputFile } from './output-file.ts';

const FORMATS = ['table', 'json', 'pdf'] as const;
const BY_EXTENSION = { '.txt': 'table', '.json': 'json', '.pdf': 'pdf' } as const;
const choose = (format?: string, out?: string) =>
  chooseOutputFormat(FORMATS, BY_EXTENSION, 'table', format, out);

describe('chooseOutputFormat', () => {
  it.each([
    [undefined, undefined, 'table'],
    ['json', 'x.pdf', 'json'],
    [undefined, 'Roof.PDF', 'pdf'],
    [undefined, 'out/estimate.json', 'json'],
  ])('--format %s --out %s → %s', (format, out, expected) => {
    expect(choose(format, out)).toBe(expected);
  });

  it.each([
    ['docx', undefined, /--format must be one of table, json, pdf \(got "docx"\)/],
    [undefined, 'x.docx', /"\.docx" is not a file this command writes; use one of \.txt, \.json, \.pdf/],
    [undefined, 'estimate', /the file has no extension/],
  ])('refuses --format %s --out %s, saying what it writes', (format, out, message) => {
    expect(() => choose(format, out)).toThrow(message);
  });
});

describe('writeOutputFile', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'quoin-out-'));
  const context = { cwd, env: {}, stdout: process.stdout, stderr: process.stderr } as CliContext;

  it('writes the file', () => {
    writeOutputFile(context, 'a.json', '{}');
    expect(readFileSync(join(cwd, 'a.json'), 'utf8')).toBe('{}');
  });

  it('names a missing folder and a folder given as the file, as input errors (exit 3)', () => {
    expect(() => writeOutputFile(context, 'nofolder/a.pdf', 'x')).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/the folder nofolder does not exist/),
        code: 'cli.invalid_input',
      }),
    );
    mkdirSync(join(cwd, 'exports'));
    expect(() => writeOutputFile(context, 'exports', 'x')).toThrow(/--out exports is a folder/);
  });
});
