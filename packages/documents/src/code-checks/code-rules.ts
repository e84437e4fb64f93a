import { z } from 'zod';
import { loadDataFile } from '../data-file.ts';

export const FINDING_SEVERITIES = ['critical', 'major', 'minor', 'info'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

const phrase = z.string().trim().min(1).toLowerCase();
const onlyIfSchema = z.strictObject({ fact: z.string().min(1), greaterThan: z.number() });
const common = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  code: z.string().min(1),
  section: z.string().min(1),
  title: z.string().min(1),
  appliesTo: z.array(z.string().min(1)).min(1),
  severity: z.enum(['critical', 'major', 'minor']),
  note: z.string().optional(),
  onlyIf: onlyIfSchema.optional(),
};

const measureRuleSchema = z
  .strictObject({
    ...common,
    kind: z.literal('measure'),
    fact: z.string().regex(/^[a-zA-Z]+\.[a-zA-Z]+$/, 'a fact is thing.measureUnit, e.g. stair.riserHeightIn'),
    unit: z.string().min(1),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .refine((rule) => rule.min !== undefined || rule.max !== undefined, {
    message: 'a measure needs min or max',
  });

const scopeRuleSchema = z.strictObject({
  ...common,
  kind: z.literal('scope'),
  requires: z.array(phrase).min(1),
});

const ruleSetSchema = z
  .strictObject({
    codes: z.record(z.string(), z.string().min(1)),
    scopes: z.record(z.string().regex(/^[a-z_]+$/), z.array(phrase).min(1)),
    rules: z.array(z.discriminatedUnion('kind', [measureRuleSchema, scopeRuleSchema])).min(1),
  })
  .superRefine((set, context) => {
    const ids = new Set<string>();
    set.rules.forEach((rule, index) => {
      if (ids.has(rule.id))
        context.addIssue({ code: 'custom', path: ['rules', index, 'id'], message: 'duplicate id' });
      ids.add(rule.id);
      if (!(rule.code in set.codes))
        context.addIssue({
          code: 'custom',
          path: ['rules', index, 'code'],
          message: `no edition for ${rule.code}`,
        });
      for (const scope of rule.appliesTo)
        if (!(scope in set.scopes))
          context.addIssue({
            code: 'custom',
            path: ['rules', index, 'appliesTo'],
            message: `no scope ${scope}`,
          });
    });
  });

export type CodeRuleSet = z.infer<typeof ruleSetSchema>;
export type CodeRule = CodeRuleSet['rules'][number];
export type MeasureRule = Extract<CodeRule, { kind: 'measure' }>;

let ruleSet: CodeRuleSet | undefined;

/** The bundled residential rule set (IRC 2021, NEC 2023), validated at first load. */
export function loadResidentialRules(): CodeRuleSet {
  ruleSet ??= loadDataFile('code-rules/residential-us.yaml', ruleSetSchema);
  return ruleSet;
}
