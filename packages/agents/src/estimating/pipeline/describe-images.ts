import type { ModelMessage } from 'ai';
import { z } from 'zod';
import { defineTool } from '../../tools/define-tool.ts';
import type { AgentContext } from './agent-context.ts';
import { specFor } from './agent-specs.ts';
import { runEstimatingAgent } from './run-estimating-agent.ts';

/** A photo or a drawing page sent to the model as an image part. */
export interface ImageInput {
  data: Uint8Array;
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
}

export interface ScopeNotes {
  notes: string[];
  questions: string[];
}

function recordScopeNotesTool(onNotes: (notes: ScopeNotes) => void) {
  return defineTool({
    name: 'record_scope_notes',
    description:
      'Records what the images show as scope notes (rooms, sizes, conditions, work) and any question.',
    category: 'blueprint',
    uiPlacement: 'service',
    priority: 8,
    inputSchema: z.object({
      notes: z.array(z.string().min(1)).min(1),
      questions: z.array(z.string()).default([]),
    }),
    examples: [
      {
        description: 'A bathroom photo',
        args: { notes: ['Bathroom about 5 x 8 ft, tub/shower, vinyl floor'] },
      },
    ],
    execute(input) {
      onNotes(input);
      return { recorded: input.notes.length };
    },
  });
}

/**
 * The blueprint agent (spec §4.4), kept thin: it looks at photos or drawing pages (as image parts) and writes
 * scope notes; the scope agent turns the notes into a plan and the engine prices it.
 */
export async function describeImages(
  context: AgentContext,
  text: string,
  images: readonly ImageInput[],
): Promise<ScopeNotes> {
  let recorded: ScopeNotes = { notes: [], questions: [] };
  const message: ModelMessage = {
    role: 'user',
    content: [
      { type: 'text', text: text || 'Describe the scope these images show.' },
      ...images.map((image) => ({ type: 'image' as const, image: image.data, mediaType: image.mediaType })),
    ],
  };
  await runEstimatingAgent(context, specFor(context, 'blueprint'), [message], {
    tools: [recordScopeNotesTool((notes) => (recorded = notes))],
    stopAfter: ['record_scope_notes'],
  });
  return recorded;
}
