import { QuoinError } from '@quoin/core';
import { z } from 'zod';
import { loadDataFile } from '../data-file.ts';

/** The letters Quoin writes; each is one YAML file in `data/letters/`. */
export const LETTER_TYPES = [
  'proposal_cover_letter',
  'change_order',
  'rfi',
  'notice_of_delay',
  'payment_reminder',
  'preliminary_lien_notice',
  'substantial_completion',
] as const;
export type LetterType = (typeof LETTER_TYPES)[number];

const FIELD_PATH = /^(contractor|recipient|project|details)\.[a-zA-Z][a-zA-Z0-9]*$/;

/** Values Quoin fills itself: the date, the estimate's figures, and per-letter derived values. */
const DERIVED_ROOTS = new Set(['date', 'estimate', 'contract', 'payment', 'lien', 'punchList']);

const letterFieldSchema = z.strictObject({
  path: z.string().regex(FIELD_PATH, 'a field is contractor.x, recipient.x, project.x or details.x'),
  label: z.string().min(1),
  required: z.boolean(),
});

const letterTemplateSchema = z
  .strictObject({
    id: z.enum(LETTER_TYPES),
    title: z.string().min(1),
    description: z.string().min(1),
    fields: z.array(letterFieldSchema).min(1),
    template: z.string().min(1),
  })
  .superRefine((letter, context) => {
    // Every blank the template prints outside a loop must be a declared field or a value Quoin derives, so
    // the offline letter can name each blank it could not fill.
    const outsideLoops = letter.template.replace(/{{#each[\s\S]*?{{\/each}}/g, '');
    const declared = new Set(letter.fields.map((field) => field.path));
    for (const match of outsideLoops.matchAll(/{{\s*([a-zA-Z][\w.]*)\s*}}/g)) {
      const path = match[1] ?? '';
      if (!declared.has(path) && !DERIVED_ROOTS.has(path.split('.')[0] ?? '') && path !== 'else') {
        context.addIssue({
          code: 'custom',
          path: ['template'],
          message: `{{${path}}} is not a declared field`,
        });
      }
    }
  });

export type LetterField = z.infer<typeof letterFieldSchema>;
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

const FILE_OF: Record<LetterType, string> = {
  proposal_cover_letter: 'proposal-cover-letter.yaml',
  change_order: 'change-order.yaml',
  rfi: 'rfi.yaml',
  notice_of_delay: 'notice-of-delay.yaml',
  payment_reminder: 'payment-reminder.yaml',
  preliminary_lien_notice: 'preliminary-lien-notice.yaml',
  substantial_completion: 'substantial-completion.yaml',
};

const cache = new Map<LetterType, LetterTemplate>();

/** The bundled template of one letter type, validated at first load. */
export function letterTemplate(type: LetterType): LetterTemplate {
  let template = cache.get(type);
  if (!template) {
    template = loadDataFile(`letters/${FILE_OF[type]}`, letterTemplateSchema);
    if (template.id !== type)
      throw new QuoinError('INVALID_DATA', `data/letters/${FILE_OF[type]} declares id ${template.id}`);
    cache.set(type, template);
  }
  return template;
}

const lienRuleSchema = z.array(
  z.strictObject({
    state: z.string().regex(/^[A-Z]{2}$/),
    stateName: z.string().min(1),
    noticeName: z.string().min(1),
    deadline: z.string().min(1),
    statute: z.string().min(1),
  }),
);
export type LienNoticeRule = z.infer<typeof lienRuleSchema>[number];

let lienRules: LienNoticeRule[] | undefined;
let stateNames: Record<string, string> | undefined;

/** The preliminary notice rule Quoin holds for a state, if any. */
export function lienNoticeRule(state: string): LienNoticeRule | undefined {
  lienRules ??= loadDataFile('letters/lien-notice-states.yaml', lienRuleSchema);
  return lienRules.find((rule) => rule.state === state);
}

/** The name of a state or DC from its two-letter code. */
export function stateName(code: string): string | undefined {
  stateNames ??= loadDataFile(
    'letters/us-states.yaml',
    z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(1)),
  );
  return stateNames[code.toUpperCase()];
}
