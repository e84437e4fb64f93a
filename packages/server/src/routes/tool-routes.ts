import { QuoinError } from '@quoin/core';
import type { ToolInfoWire } from '@quoin/protocol';
import type { HandlerFactory } from './route-handler.ts';

// Status of a failed tool call by the registry's error category; the body stays the tool response.
const STATUS_OF_CATEGORY: Record<string, number> = {
  validation: 400,
  rate_limit: 429,
  network: 502,
  dependency: 503,
  resource: 503,
  model: 502,
};

/** The tool registry over HTTP: list, describe, call (unified-tools spec). */
export const toolHandlers: HandlerFactory = (context) => {
  const list = (): ToolInfoWire[] => context.tools?.list() ?? [];
  const find = (name: string) => {
    const info = list().find((tool) => tool.name === name);
    if (!info)
      throw new QuoinError('NOT_FOUND', `No tool named "${name}"; GET /api/tools lists them.`, { name });
    return info;
  };
  return {
    async listTools({ query }) {
      const { placement, category } = query as { placement?: string; category?: string };
      return {
        tools: list().filter(
          (tool) =>
            (!placement || tool.uiPlacement === placement) && (!category || tool.category === category),
        ),
      };
    },
    async getTool({ params }) {
      return find((params as { name: string }).name);
    },
    async callTool({ params, body }, reply) {
      const { name } = params as { name: string };
      find(name);
      const response = await (context.tools as NonNullable<typeof context.tools>).execute(name, body);
      if (response.status === 'error') {
        const category = (response.error as { category?: string } | null)?.category ?? '';
        reply.code(STATUS_OF_CATEGORY[category] ?? 500);
      }
      return response;
    },
  };
};
