import type { Brief, ShoppingNeed } from '@quoin/protocol';
import type { ModelMessage } from 'ai';
import { z } from 'zod';
import type { AgentModel } from '../estimating/pipeline/agent-model.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { runAgent } from '../runs/run-agent.ts';
import { defineTool } from '../tools/define-tool.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import { categorize } from './shopping-data.ts';

export interface ShoppingImage {
  data: Uint8Array;
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
}

const itemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(200),
        material: z.string().max(80).optional(),
        colour: z.string().max(80).optional(),
        style: z.string().max(80).optional(),
        /** Already in the room and staying (not to buy). */
        existing: z.boolean().default(false),
      }),
    )
    .max(30),
});

const PROMPT = `List the products a person would buy to build what this design or room photo shows: fixtures,
finishes, lighting, cabinets, flooring, tile. One entry each, with material, colour and style when visible.
Mark items that are already in the room and staying as existing. Call list_visible_items once.`;

/**
 * Things to buy that only a design or room photo shows (source image_only), read by a vision model in one call.
 * Items the photo shows as existing, or the brief keeps, come back as skipped (existing_kept).
 */
export async function extractImageNeeds(
  context: { model: AgentModel; now: () => Date; rateLimiter?: RateLimiter },
  image: ShoppingImage,
  brief?: Brief,
): Promise<{ needs: ShoppingNeed[]; skipped: ShoppingNeed[] }> {
  let listed: z.output<typeof itemsSchema>['items'] = [];
  const registry = new ToolRegistry({ now: context.now, timer: () => performance.now() }).register(
    defineTool({
      name: 'list_visible_items',
      description: 'Records the products visible in the image, each with material, colour and style.',
      category: 'shopping',
      uiPlacement: 'service',
      priority: 5,
      inputSchema: itemsSchema,
      examples: [
        { description: 'A vanity', args: { items: [{ name: 'floating vanity', colour: 'white' }] } },
      ],
      execute(input) {
        listed = input.items;
        return { recorded: input.items.length };
      },
    }),
  );
  const prompt: ModelMessage[] = [
    {
      role: 'user',
      content: [
        { type: 'text', text: PROMPT },
        { type: 'image', image: image.data, mediaType: image.mediaType },
      ],
    },
  ];
  const run = runAgent({
    model: context.model.model,
    registry,
    toolNames: ['list_visible_items'],
    prompt,
    price: context.model.price,
    maxSteps: 1,
    stream: false,
    agentName: 'shopping-image',
    ...(context.rateLimiter ? { rateLimiter: context.rateLimiter } : {}),
  });
  await run.result;
  const keep = (brief?.keepItems ?? []).map((item) => item.text.toLowerCase());
  const needs: ShoppingNeed[] = [];
  const skipped: ShoppingNeed[] = [];
  listed.forEach((item, index) => {
    const need: ShoppingNeed = {
      id: `image-${index + 1}`,
      name: item.name,
      category: categorize(item.name)?.id ?? 'other',
      group: 'from the photo',
      quantity: 1,
      packageUnit: 'each',
      source: 'image_only',
      ...(item.material ? { material: item.material } : {}),
      ...(item.colour ? { colour: item.colour } : {}),
      ...(item.style ? { style: item.style } : {}),
    };
    const kept = item.existing || keep.some((words) => item.name.toLowerCase().includes(words));
    if (kept) skipped.push({ ...need, source: 'existing_kept' });
    else needs.push(need);
  });
  return { needs, skipped };
}
