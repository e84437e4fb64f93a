import { testContext } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { loadPrompt, PROMPT_NAMES } from '../prompts/load-prompt.ts';
import { lastToolResults, type ScriptedCall } from '../scripted-models/scripted-model.ts';
import { AGENT_SPECS } from './agent-specs.ts';
import { consultProductExpert } from './consult-product-expert.ts';
import { describeImages } from './describe-images.ts';
import { routeMessage } from './route-message.ts';

describe('the specialists', () => {
  it('every prompt file is versioned and every agent tool exists in its run', () => {
    for (const name of PROMPT_NAMES) expect(loadPrompt(name).version).toBeGreaterThanOrEqual(1);
    for (const spec of Object.values(AGENT_SPECS)) expect(spec.tools.length).toBeGreaterThan(0);
  });

  it.each([
    ['add a 12x16 deck', 'scope'],
    ['import this bid and organize it', 'blueprint'],
  ])('the orchestrator routes "%s" to %s in one call', async (text, route) => {
    const { context, model } = testContext();
    expect(await routeMessage(context, text)).toBe(route);
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0]?.toolNames).toEqual(['route']);
  });

  it('the orchestrator can route to pricing', async () => {
    const { context } = testContext([{ toolCalls: [{ toolName: 'route', input: { agent: 'pricing' } }] }]);
    expect(await routeMessage(context, 'how much is a 50 gallon water heater?')).toBe('pricing');
  });

  it('attachments go to the blueprint agent without a model call', async () => {
    const { context, model } = testContext();
    expect(await routeMessage(context, 'here is the plan', true)).toBe('blueprint');
    expect(model.calls).toHaveLength(0);
  });

  it('the blueprint agent sees images as image parts and writes scope notes', async () => {
    const seen: ScriptedCall[] = [];
    const { context } = testContext((call) => {
      seen.push(call);
      return {
        toolCalls: [
          {
            toolName: 'record_scope_notes',
            input: { notes: ['Bathroom about 5 x 8 ft'], questions: ['Keep the tub?'] },
          },
        ],
      };
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const notes = await describeImages(context, 'my bathroom', [{ data: png, mediaType: 'image/png' }]);
    expect(notes).toEqual({ notes: ['Bathroom about 5 x 8 ft'], questions: ['Keep the tub?'] });
    const user = seen[0]?.prompt.find((m) => m.role === 'user');
    expect(user?.content).toContainEqual(expect.objectContaining({ type: 'file', mediaType: 'image/png' }));
  });

  it('the product consultant answers with the catalog tools', async () => {
    const { context } = testContext((call) =>
      lastToolResults(call.prompt).length === 0
        ? { toolCalls: [{ toolName: 'search_price', input: { query: '1/2 in drywall 4x8', limit: 1 } }] }
        : { text: 'Drywall is sold per 4x8 sheet (32 sq ft).' },
    );
    expect(await consultProductExpert(context, 'How is drywall sold?')).toMatch(/32 sq ft/);
    expect(context.usage.callsByAgent).toEqual({ 'pi-consultant': 2 });
  });
});
