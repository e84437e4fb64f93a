import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { briefSchema } from '@quoin/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, runWithLines } from '../test-support/run-in-process.ts';
import { makeWorkspace } from '../test-support/run-quoin.ts';
import { intakeCommand } from './intake-command.ts';

let cwd: string;
beforeAll(() => {
  cwd = makeWorkspace();
});

const intake = (lines: string[], argv: string[] = [], env: Record<string, string> = {}) =>
  runWithLines(intakeCommand, lines, { cwd, argv, env });

describe('quoin intake', { timeout: 120_000 }, () => {
  it('reads one answer per line, asks on stderr and prints the confirmed brief as JSON', async () => {
    const run = await intake([
      'Our 12x14 kitchen: new cabinets and quartz countertops, keep the fridge',
      'mid-range',
      '$35k by March',
      'yes',
    ]);
    expect(run.code).toBe(0);
    const brief = briefSchema.parse(JSON.parse(run.text));
    expect(brief.keepItems.map((k) => k.text)).toEqual(['fridge']);
    expect(brief.finishLevel).toEqual({ value: 'standard', source: 'said' });
    expect(run.stderr).toMatch(/offline interviewer/);
    expect(run.stderr).toMatch(/What finish level are you after\?/);
    expect(run.stderr).toMatch(/the brief is confirmed/);
  });

  it('finishes with what it has when input ends, its assumptions marked inferred', async () => {
    const run = await intake(['paint the bedroom'], ['--mode', 'full']);
    const brief = briefSchema.parse(JSON.parse(run.text));
    expect(brief.scopeOfWork).toHaveLength(1);
    expect(brief.finishLevel?.source).toBe('inferred');
  });

  it('--plan turns the brief into a plan through the scope reader', async () => {
    const run = await intake(
      ['paint a 12x14 bedroom, walls and ceiling', 'mid-range', 'nothing', 'yes'],
      ['--plan'],
    );
    const { plan, understood } = JSON.parse(run.text);
    expect(plan.groups[0].items[0].title).toMatch(/Paint/);
    expect(understood.length).toBeGreaterThan(0);
  });

  it('with a model each turn is one model call; a turn missing a tool is retried, then answered offline', async () => {
    const replies = join(cwd, 'intake-replies.json');
    writeFileSync(
      replies,
      JSON.stringify([
        {
          toolCalls: [
            {
              toolName: 'update_brief',
              input: { keepItems: [{ text: 'fridge', source: 'said' }], domainsCovered: ['keep'] },
            },
            { toolName: 'respond_to_user', input: { message: 'Which room?' } },
          ],
        },
        { text: 'I forgot the tools' },
        { text: 'again' },
      ]),
    );
    const run = await intake(['keep the fridge', 'the kitchen, new cabinets'], [], {
      QUOIN_MODEL: `scripted:${replies}`,
      QUOIN_RECORD_RUNS: '0',
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/Which room\?/);
    expect(run.stderr).toMatch(/model: 3 calls, .* 1 retried, 1 answered offline/);
    expect(JSON.parse(run.text).keepItems).toEqual([{ text: 'fridge', source: 'said' }]);
  });

  it('refuses an unknown mode', async () => {
    const run = await runInProcess(['intake', '--mode', 'long'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--mode must be quick, full or open/);
  });
});

describe('quoin intake eval', { timeout: 120_000 }, () => {
  it('plays the golden conversations of a mode and reports checks, turns and completeness', async () => {
    const run = await runInProcess(['intake', 'eval', '--mode', 'quick'], { cwd });
    expect(run.code).toBe(0);
    expect(run.text).toMatch(/quick: 8\/8 pass, mean [\d.]+ answers, brief completeness \d+%/);
  });
});
