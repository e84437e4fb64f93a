import { doorScheduleSheet, writeTestPdf } from '@quoin/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestDrawingSet } from '../ingest/ingest-drawing-set.ts';
import { DrawingIndex } from '../search/drawing-index.ts';
import { answerWithModel, type DrawingModel } from './answer-with-model.ts';

/** A scripted model: replies in order, recording the prompts it was given. */
function scripted(replies: string[]): DrawingModel & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    prompts,
    async generate({ prompt }) {
      prompts.push(prompt);
      return { text: replies[prompts.length - 1] ?? '', inputTokens: 100, outputTokens: 20, costUsd: 0.0005 };
    },
  };
}

let index: DrawingIndex;
beforeAll(async () => {
  const bytes = writeTestPdf([doorScheduleSheet()]);
  index = new DrawingIndex([
    await ingestDrawingSet({ bytes, fileName: 't.pdf', name: 't', id: 't', revision: 1, createdAt: '' }),
  ]);
});

describe('answerWithModel', () => {
  it('routes, answers from numbered evidence in two calls, and cites what it used', async () => {
    const model = scripted([
      '{"intent":"schedule","query":"D2 width"}',
      'Here: {"answer":"Door D2 is 2-8 wide.","abstain":false,"cites":[1]}',
    ]);
    const answer = await answerWithModel('How wide is door D2?', index, model);
    expect(answer).toMatchObject({ answer: 'Door D2 is 2-8 wide.', abstained: false, intent: 'schedule' });
    expect(answer.usage).toEqual({ modelCalls: 2, inputTokens: 200, outputTokens: 40, costUsd: 0.001 });
    expect(answer.provenance[0]?.sheet).toBe('A-800');
    expect(model.prompts[1]).toContain('[1] sheet A-800');
  });

  it('falls back to the offline answer when the model replies with what its schema does not allow', async () => {
    const answer = await answerWithModel(
      'What is the width of door D2?',
      index,
      scripted(['not json', '{"answer": 3}']),
    );
    expect(answer.usage.modelCalls).toBe(2);
    expect(answer.answer).toContain('2-8');
    expect(answer.provenance[0]?.sheet).toBe('A-800');
  });

  it('abstains when the model says the evidence does not answer', async () => {
    const model = scripted([
      '{"intent":"other","query":"water heater"}',
      '{"answer":"Not shown.","abstain":true,"cites":[]}',
    ]);
    const answer = await answerWithModel('What brand is the water heater?', index, model);
    expect(answer).toMatchObject({ abstained: true, confidence: 0 });
  });
});
