import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { finalizeEstimate } from '../plan/finalize-estimate.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { answerQuestion } from './answer-question.ts';
import { applyEditRequest } from './apply-edit-request.ts';
import { readEditRequest } from './read-edit-request.ts';

// Every edit path runs the validation gate again (issue 15): the issues and quality score an edited estimate
// carries are the ones the gate gives for it, never the ones it had before the edit.

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();
const options = { registry, priceSource };
const STALE_SCORE = 3;

const estimates: Record<'rooms' | 'bathroom', Estimate> = {} as Record<'rooms' | 'bathroom', Estimate>;
beforeAll(async () => {
  const texts = {
    rooms: 'paint the living room, walls and ceiling, put carpet in the bedroom, replace 3 windows',
    bathroom: 'remodel the bathroom, 8x10: new tile floor, vanity, toilet',
  };
  for (const [key, text] of Object.entries(texts) as [keyof typeof texts, string][]) {
    estimates[key] = (await buildEstimateFromPlan(parseScope(text, { registry }).plan, options)).estimate;
  }
}, 30_000);

/** The estimate with a gate result it could not have: a path that skips the gate keeps it. */
function withStaleGate(input: Estimate): Estimate {
  return { ...input, issues: [], qualityScore: STALE_SCORE };
}

async function chatEdit(input: Estimate, message: string): Promise<Estimate> {
  const reading = readEditRequest(message, input, registry);
  if (reading.status !== 'edit') throw new Error(`"${message}" is not an edit: ${JSON.stringify(reading)}`);
  return (await applyEditRequest(input, reading.request, options)).estimate;
}

async function answerFirstQuestion(input: Estimate, answer: string): Promise<Estimate> {
  const question = input.questions[0];
  if (!question) throw new Error('the estimate asks nothing');
  return (await answerQuestion(input, { question, answer }, options)).estimate;
}

describe('the validation gate after each edit path', () => {
  const paths: [string, 'rooms' | 'bathroom', (input: Estimate) => Promise<Estimate>][] = [
    [
      'chat: a room resized',
      'rooms',
      (input) => chatEdit(input, 'the living room is 14x18 with 9 ft ceilings'),
    ],
    ['chat: a bathroom resized', 'bathroom', (input) => chatEdit(input, 'the bathroom is 8x10')],
    ['chat: a count set', 'rooms', (input) => chatEdit(input, 'make it 5 windows')],
    ['chat: a line dropped', 'bathroom', (input) => chatEdit(input, 'drop the plumbing permit')],
    ['chat: a material replaced', 'rooms', (input) => chatEdit(input, 'use LVP instead of carpet')],
    ['an open question answered', 'rooms', (input) => answerFirstQuestion(input, '12x14')],
  ];
  it.each(paths)('%s: issues and score are the gate’s for the edited estimate', async (_name, base, edit) => {
    const edited = await edit(withStaleGate(estimates[base]));
    const gated = finalizeEstimate(edited, registry);
    expect(edited.qualityScore).not.toBe(STALE_SCORE);
    expect(edited.qualityScore).toBe(gated.qualityScore);
    expect(edited.issues).toEqual(gated.issues);
    expect(edited.lifecycleState).toBe(gated.lifecycleState);
  });
});
