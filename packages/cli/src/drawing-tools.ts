import { type AnyToolDefinition, defineTool } from '@quoin/agents';
import {
  answerCount,
  answerQuestion,
  checkSufficiency,
  type DrawingIndex,
  type Evidence,
  provenanceOf,
  REGION_KINDS,
} from '@quoin/drawings';
import { z } from 'zod';

// The spec's planner tools over drawing sets. Drawings cannot import agents (the dependency rule), so they
// become tools here, in the composition root, over an index the caller loads (from the store in the CLI).

/** Loads the searchable sets: every current set, or the one named (name, NAME@REVISION or id). */
export type DrawingIndexLoader = (set?: string) => Promise<DrawingIndex>;

const setOption = z
  .string()
  .min(1)
  .optional()
  .describe('Set name, NAME@REVISION or id; all current sets when absent');

function cite(evidence: Evidence) {
  return provenanceOf(evidence);
}

function sheetContext(index: DrawingIndex, number: string) {
  const found = index.sheets().find(({ sheet }) => sheet.number.toUpperCase() === number.toUpperCase());
  if (!found) {
    const known = index
      .sheets()
      .map(({ sheet }) => sheet.number)
      .join(', ');
    throw new Error(`No sheet ${number}; sheets: ${known || 'none'}`);
  }
  const { set, sheet } = found;
  return {
    set: set.name,
    sheet: sheet.number,
    title: sheet.title,
    page: sheet.page,
    textClass: sheet.textClass,
    ...(sheet.note ? { note: sheet.note } : {}),
    fields: sheet.fields,
    regions: sheet.regions.map((r) => ({ kind: r.kind, label: r.label, bbox: r.bbox, caption: r.caption })),
  };
}

/** The planner tools, for the composition root to register beside the engine and planning tools. */
export function drawingTools(load: DrawingIndexLoader): AnyToolDefinition[] {
  return [
    defineTool({
      name: 'ask_drawings',
      // Drawing text is written by others: a run that read it writes only with approval.
      untrustedOutput: true,
      description:
        'Answers a question about the ingested drawing sets offline: intent, answer, abstention when the text ' +
        'does not support one, and provenance (sheet as printed, page, region, bbox 0–1, quote).',
      category: 'drawings',
      uiPlacement: 'tools',
      priority: 7,
      inputSchema: z.object({ question: z.string().min(1).max(2000), set: setOption }),
      examples: [
        { description: 'A schedule count', args: { question: 'How many doors are in the door schedule?' } },
      ],
      execute: async ({ question, set }) => answerQuestion(question, await load(set)),
    }),
    defineTool({
      name: 'query_combined_context',
      // Drawing text is written by others: a run that read it writes only with approval.
      untrustedOutput: true,
      description:
        "One sheet's combined context: number, title, text class, title-block fields, and every region with " +
        'its caption (tags with counts, schedule sizes) and bbox.',
      category: 'drawings',
      uiPlacement: 'service',
      priority: 6,
      inputSchema: z.object({
        sheet: z.string().min(1).describe('Sheet number as printed, e.g. A-101'),
        set: setOption,
      }),
      examples: [{ description: 'The schedule sheet', args: { sheet: 'A-800' } }],
      execute: async ({ sheet, set }) => sheetContext(await load(set), sheet),
    }),
    defineTool({
      name: 'query_regions',
      // Drawing text is written by others: a run that read it writes only with approval.
      untrustedOutput: true,
      description:
        'BM25 search over region text (schedule rows, notes, legend lines, plan labels), codes and sheet ' +
        'numbers kept whole; filters by sheet and region kind. Ranks are not evidence: check sufficiency.',
      category: 'drawings',
      uiPlacement: 'service',
      priority: 6,
      inputSchema: z.object({
        query: z.string().min(1).max(2000),
        sheet: z.string().optional(),
        regionKind: z.enum(REGION_KINDS).optional(),
        topK: z.number().int().min(1).max(50).default(8),
        set: setOption,
      }),
      examples: [{ description: 'A door by its tag', args: { query: 'door D2 width', topK: 3 } }],
      execute: async ({ query, sheet, regionKind, topK, set }) =>
        (await load(set))
          .search(
            query,
            topK,
            (e) =>
              (!sheet || e.sheet.number.toUpperCase() === sheet.toUpperCase()) &&
              (!regionKind || e.region.kind === regionKind),
          )
          .map(cite),
    }),
    defineTool({
      name: 'query_legend',
      // Drawing text is written by others: a run that read it writes only with approval.
      untrustedOutput: true,
      description: 'Legend and abbreviation lines of the sets (or one code, e.g. LVT), with where they are.',
      category: 'drawings',
      uiPlacement: 'service',
      priority: 5,
      inputSchema: z.object({ code: z.string().optional(), set: setOption }),
      examples: [{ description: 'Every legend line', args: {} }],
      execute: async ({ code, set }) =>
        (await load(set)).evidence
          .filter((e) => e.kind === 'snippet' && e.region.kind === 'legend')
          .filter((e) => !code || e.quote.toUpperCase().startsWith(`${code.toUpperCase()} `))
          .map(cite),
    }),
    defineTool({
      name: 'aggregate_counts',
      // Drawing text is written by others: a run that read it writes only with approval.
      untrustedOutput: true,
      description:
        'Counts from text evidence for a "how many" question: rows of the schedule it names (filtered by a tag ' +
        'or room number), else labels on the named sheet; lists what was counted.',
      category: 'drawings',
      uiPlacement: 'service',
      priority: 6,
      inputSchema: z.object({ question: z.string().min(1).max(2000), set: setOption }),
      examples: [
        {
          description: 'Doors in a schedule',
          args: { question: 'How many doors are in the door schedule?' },
        },
      ],
      execute: async ({ question, set }) => {
        const draft = answerCount(question, await load(set));
        if (!draft)
          return { found: false, answer: 'No schedule or label in the sets matches what to count.' };
        return {
          found: true,
          answer: draft.answer,
          counted: draft.counted ?? [],
          provenance: draft.evidence.map(cite),
        };
      },
    }),
    defineTool({
      name: 'check_evidence_sufficiency',
      description:
        'Whether evidence supports answering: every code the question names must appear, and 60% of its other ' +
        'words (in the quotes, their sheet titles, regions or schedule columns). Missing words are listed.',
      category: 'drawings',
      uiPlacement: 'service',
      priority: 5,
      inputSchema: z.object({
        question: z.string().min(1).max(2000),
        query: z.string().optional(),
        set: setOption,
      }),
      examples: [
        {
          description: 'A question the set cannot answer',
          args: { question: 'What brand is the water heater?' },
        },
      ],
      execute: async ({ question, query, set }) => {
        const index = await load(set);
        return checkSufficiency(question, index.search(query ?? question, 5));
      },
    }),
  ];
}
