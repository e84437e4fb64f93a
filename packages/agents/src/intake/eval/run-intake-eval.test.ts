import { INTAKE_MODES } from '@quoin/protocol';
import { describe, expect, it } from 'vitest';
import { SCRIPTED_PRICE } from '../../estimating/pipeline/agent-model.ts';
import { ScriptedLanguageModel } from '../../estimating/scripted-models/scripted-model.ts';
import { goldenIntakes } from './golden-intake.ts';
import { BRIEF_RUBRIC, rubricTag } from './grade-brief.ts';
import { runIntakeEval } from './run-intake-eval.ts';

describe('quoin intake eval', { timeout: 120_000 }, () => {
  it.each(INTAKE_MODES)('has at least 8 golden conversations in %s mode', (mode) => {
    expect(goldenIntakes().filter((golden) => golden.mode === mode).length).toBeGreaterThanOrEqual(8);
  });

  it('offline, every golden conversation passes every deterministic check, within each mode turn range', async () => {
    const report = await runIntakeEval();
    const failed = report.results.filter((result) => !result.passed);
    expect(failed.map((result) => [result.id, result.checks.filter((c) => !c.ok)])).toEqual([]);
    expect(report.byMode.quick.meanTurns).toBeLessThanOrEqual(3);
    expect(report.byMode.full.meanTurns).toBeGreaterThan(report.byMode.quick.meanTurns);
    expect(report.byMode.full.meanCompleteness).toBeGreaterThan(report.byMode.quick.meanCompleteness);
  });

  it('with a model: interviews with it and grades each brief on the rubric in a second call', async () => {
    const model = new ScriptedLanguageModel('intake-eval', ({ toolNames }) => {
      if (toolNames.includes('grade_brief'))
        return {
          toolCalls: [
            {
              toolName: 'grade_brief',
              input: Object.fromEntries(
                Object.entries(BRIEF_RUBRIC).map(([name, max]) => [
                  name,
                  { score: max - 2, reason: 'close' },
                ]),
              ),
            },
          ],
        };
      return {
        toolCalls: [
          { toolName: 'update_brief', input: { domainsCovered: ['project'] } },
          { toolName: 'respond_to_user', input: { message: 'Here is your brief. Right?', isSummary: true } },
        ],
      };
    });
    const report = await runIntakeEval({
      model: {
        model: { model, price: SCRIPTED_PRICE, label: 'scripted:intake-eval' },
        now: () => new Date(),
      },
      modes: ['quick'],
    });
    expect(report.results).toHaveLength(8);
    const first = report.results[0];
    expect(first?.rubric).toMatchObject({
      total: 100 - 14,
      tag: 'PASS:EXCELLENT',
      breakdown: { dimensions: { score: 13, max: 15 } },
    });
    expect(first?.usage.modelCalls).toBe(2);
    expect(report.byMode.quick.meanRubric).toBe(86);
    // The model said little: the deterministic checks report it (domains not covered) beside the rubric.
    expect(report.results.some((result) => !result.passed)).toBe(true);
  });

  it.each([
    [85, 'PASS:EXCELLENT'],
    [84, 'PASS'],
    [70, 'PASS'],
    [69, 'FAIL:WEAK'],
    [49, 'FAIL:POOR'],
  ] as const)('a rubric total of %i is %s', (total, tag) => expect(rubricTag(total)).toBe(tag));
});
