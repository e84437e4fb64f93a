import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAgent } from '../runs/run-agent.ts';
import { FLAT_PRICE, textResult, toolCallResult, usage } from '../runs/test-support/scripted-results.ts';
import { defineTool } from '../tools/define-tool.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import { Redactor } from './redactor.ts';

const CUSTOMER = 'Maria Alvarez';
const EMAIL = 'maria.alvarez@example.com';
const PHONE = '(512) 555-0142';

function registryRecording(received: unknown[]) {
  const sendQuote = defineTool({
    name: 'send_quote',
    description: 'Sends the quote to the customer.',
    category: 'test',
    uiPlacement: 'service',
    priority: 5,
    inputSchema: z.object({ to: z.string(), name: z.string() }),
    examples: [{ description: 'a customer', args: { to: 'a@b.co', name: 'A' } }],
    execute: (args) => {
      received.push(args);
      return { sentTo: args.to, phoneOnFile: PHONE };
    },
  });
  return new ToolRegistry({ now: () => new Date(0), timer: () => 0 }).register(sendQuote);
}

const PROMPT = `Email the bathroom quote to ${CUSTOMER} at ${EMAIL}; her phone is ${PHONE}.`;

describe('privacy middleware in a run', () => {
  it('the provider sees only tokens; the tool and the caller see the real values', async () => {
    const received: unknown[] = [];
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCallResult('send_quote', { to: '⟦EMAIL_1⟧', name: '⟦NAME_1⟧' }, { id: 'c1' }),
        textResult('Sent to ⟦NAME_1⟧ (⟦EMAIL_1⟧).'),
      ],
    });
    const redactor = new Redactor({ flagged: [{ kind: 'NAME', value: CUSTOMER }] });
    const run = runAgent({
      model,
      registry: registryRecording(received),
      price: FLAT_PRICE,
      prompt: PROMPT,
      system: `You write for ${CUSTOMER}'s contractor.`,
      stream: false,
      redactor,
    });
    const result = await run.result;

    const sent = JSON.stringify(model.doGenerateCalls.map((call) => call.prompt));
    for (const raw of [CUSTOMER, EMAIL, PHONE, '555-0142']) expect(sent).not.toContain(raw);
    expect(sent).toContain('⟦NAME_1⟧');
    expect(sent).toContain('⟦PHONE_1⟧');
    expect(received).toEqual([{ to: EMAIL, name: CUSTOMER }]);
    expect(result.text).toBe(`Sent to ${CUSTOMER} (${EMAIL}).`);
  });

  it('restores tokens split across streamed text deltas', async () => {
    const parts: LanguageModelV3StreamPart[] = [
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Quote sent to ⟦EM' },
      { type: 'text-delta', id: 't', delta: 'AIL_1⟧, call ⟦PHONE' },
      { type: 'text-delta', id: 't', delta: '_1⟧.' },
      { type: 'text-end', id: 't' },
      { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: usage() },
    ];
    const model = new MockLanguageModelV3({ doStream: { stream: convertArrayToReadableStream(parts) } });
    const run = runAgent({
      model,
      registry: registryRecording([]),
      price: FLAT_PRICE,
      prompt: PROMPT,
      redactor: new Redactor(),
    });
    const deltas: string[] = [];
    for await (const event of run) if (event.type === 'text-delta') deltas.push(event.text);
    expect(deltas.join('')).toBe(`Quote sent to ${EMAIL}, call ${PHONE}.`);
    expect(deltas.some((delta) => delta.includes('⟦'))).toBe(false);
  });
});
