import { briefSchema, INTAKE_DOMAINS, quickReplySchema } from '@quoin/protocol';
import { z } from 'zod';
import { defineTool } from '../tools/define-tool.ts';

/** What `update_brief` takes: any top-level brief fields, each replacing the brief's own. */
export const briefPatchSchema = briefSchema
  .omit({ schemaVersion: true })
  .partial()
  .extend({ domainsCovered: z.array(z.enum(INTAKE_DOMAINS)).optional() });
export type BriefPatch = z.output<typeof briefPatchSchema>;

export const respondSchema = z.strictObject({
  message: z.string().min(1).max(4000),
  quickReplies: z.array(quickReplySchema).max(4).default([]),
  openEnded: z.boolean().default(true),
  isSummary: z.boolean().default(false),
  /** The notepad domain the question is about, when it is about one. */
  domain: z.enum(INTAKE_DOMAINS).optional(),
});
export type IntakeResponse = z.output<typeof respondSchema>;

/** The two tools an intake turn must call, each handing its validated input to the caller. */
export function intakeTools(
  onBrief: (patch: BriefPatch) => void,
  onRespond: (response: IntakeResponse) => void,
) {
  return [
    defineTool({
      name: 'update_brief',
      description:
        'Updates the project brief with what this answer adds: only the fields that change, each marked said or inferred. Call it on every turn.',
      category: 'intake',
      uiPlacement: 'service',
      priority: 10,
      inputSchema: briefPatchSchema,
      examples: [
        {
          description: 'A kitchen of a given size',
          args: {
            rooms: [{ name: 'kitchen', lengthFt: 14, widthFt: 12, source: 'said' }],
            domainsCovered: ['project', 'dimensions'],
          },
        },
      ],
      execute(input) {
        onBrief(input);
        return { updated: Object.keys(input) };
      },
    }),
    defineTool({
      name: 'respond_to_user',
      description:
        "Sends this turn's message to the user: one question (or the summary), with 2–4 quick replies when they fit. Call it on every turn, after update_brief.",
      category: 'intake',
      uiPlacement: 'service',
      priority: 10,
      inputSchema: respondSchema,
      examples: [
        {
          description: 'A choice with quick replies',
          args: {
            message: 'What finish level are you after?',
            quickReplies: [
              { label: 'Mid-range', value: 'mid-range' },
              { label: 'High-end', value: 'high-end' },
            ],
            openEnded: false,
          },
        },
      ],
      execute(input) {
        onRespond(input);
        return { sent: true };
      },
    }),
  ];
}
