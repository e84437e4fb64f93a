import { z } from 'zod';
import {
  lastToolResults,
  lastUserText,
  type ScriptedCall,
  type ScriptedReply,
  type ScriptedResponder,
} from './scripted-model.ts';

const DRAFT_MARKER = 'Parser reading (JSON plan draft):\n';

/** The first ```json block of a text, parsed with the caller's schema; undefined when absent or not valid. */
export function jsonBlock<T>(text: string, schema: z.ZodType<T>): T | undefined {
  const match = /```json\n([\s\S]*?)\n```/.exec(text);
  if (!match?.[1]) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(match[1]));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const needsSchema = z.array(
  z.object({ need: z.string(), candidates: z.array(z.object({ sku: z.string() })) }),
);

function draftPlan(text: string): unknown {
  const at = text.indexOf(DRAFT_MARKER);
  if (at < 0) return undefined;
  try {
    return JSON.parse(text.slice(at + DRAFT_MARKER.length).split('\n')[0] ?? '');
  } catch {
    return undefined;
  }
}

function answerFor(call: ScriptedCall): ScriptedReply {
  const text = lastUserText(call.prompt);
  const results = lastToolResults(call.prompt);
  const has = (name: string) => call.toolNames.includes(name);
  // After a successful tool call the turn is over; after an error the rules try again from the prompt.
  const failed = results.some((r) => (r.output as { type?: string } | undefined)?.type === 'error-json');
  if (results.length > 0 && !failed) return { text: 'Done.' };
  if (has('route')) {
    const agent = /\b(import|bid|pdf|photo|drawing|blueprint)\b/i.test(text) ? 'blueprint' : 'scope';
    return { toolCalls: [{ toolName: 'route', input: { agent, reason: 'scripted routing by keywords' } }] };
  }
  if (has('generate_plan')) {
    const plan = draftPlan(text);
    if (!plan) return { text: 'I could not read a job in that. Tell me the work, the sizes and the place.' };
    return {
      text: 'Here is the scope as I read it. Approve the plan and the engine prices it.',
      toolCalls: [{ toolName: 'generate_plan', input: plan }],
    };
  }
  if (has('choose_products')) {
    const needs = jsonBlock(text, needsSchema) ?? [];
    const choices = needs.map((need) => ({ need: need.need, sku: need.candidates[0]?.sku ?? null }));
    return choices.length > 0
      ? { toolCalls: [{ toolName: 'choose_products', input: { choices } }] }
      : { text: 'No needs.' };
  }
  if (has('structure_bid')) {
    const reading = jsonBlock(text, z.record(z.string(), z.unknown()));
    return reading
      ? { toolCalls: [{ toolName: 'structure_bid', input: reading }] }
      : { text: 'No table found.' };
  }
  if (has('apply_qa_pass')) return { toolCalls: [{ toolName: 'apply_qa_pass', input: {} }] };
  if (has('record_scope_notes'))
    return {
      toolCalls: [{ toolName: 'record_scope_notes', input: { notes: [text.split('\n')[0] ?? text] } }],
    };
  return { text: 'Reviewed; no changes.' };
}

/**
 * `QUOIN_MODEL=scripted:parser`: a stand-in model played by rules. It routes by keywords, submits the scope
 * parser's draft as its plan, picks the first candidate for each low-confidence need, runs the QA pass and
 * changes nothing in review. No network and no cost: for demos, the eval in CI and the economy bench.
 */
export function parserResponder(): ScriptedResponder {
  return answerFor;
}
