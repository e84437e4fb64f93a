import { readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import { load } from 'js-yaml';
import { z } from 'zod';
import { INTENTS, type Intent } from './drawing-answer.ts';

const rulesSchema = z.object({
  rules: z.array(
    z.object({
      intent: z.enum(INTENTS),
      priority: z.number().int(),
      patterns: z.array(z.string().min(1)).min(1),
    }),
  ),
});

interface CompiledRule {
  intent: Intent;
  priority: number;
  patterns: RegExp[];
}

let compiled: CompiledRule[] | undefined;

/** The intent rules from `intent-rules.yaml`, validated and compiled once. */
function intentRules(): CompiledRule[] {
  if (compiled) return compiled;
  const raw = load(readFileSync(new URL('./intent-rules.yaml', import.meta.url), 'utf8'));
  const parsed = rulesSchema.safeParse(raw);
  if (!parsed.success) {
    throw new QuoinError('INTERNAL', `intent-rules.yaml is invalid: ${parsed.error.message}`);
  }
  compiled = parsed.data.rules
    .map((rule) => ({
      intent: rule.intent,
      priority: rule.priority,
      patterns: rule.patterns.map((p) => new RegExp(p, 'i')),
    }))
    .sort((a, b) => b.priority - a.priority);
  return compiled;
}

/** Intent by rules (offline): metadata, count, location, schedule, legend, or other. */
export function classifyIntent(question: string): Intent {
  for (const rule of intentRules()) {
    if (rule.patterns.some((pattern) => pattern.test(question))) return rule.intent;
  }
  return 'other';
}
