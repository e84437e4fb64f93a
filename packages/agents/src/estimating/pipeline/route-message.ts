import { z } from 'zod';
import { defineTool } from '../../tools/define-tool.ts';
import type { AgentContext } from './agent-context.ts';
import { specFor } from './agent-specs.ts';
import { runEstimatingAgent } from './run-estimating-agent.ts';

export const ROUTES = ['scope', 'pricing', 'blueprint'] as const;
export type Route = (typeof ROUTES)[number];

function routeTool(onRoute: (route: Route) => void) {
  return defineTool({
    name: 'route',
    description: 'Hands the message to a specialist: scope, pricing or blueprint.',
    category: 'routing',
    uiPlacement: 'service',
    priority: 10,
    inputSchema: z.object({ agent: z.enum(ROUTES), reason: z.string().default('') }),
    examples: [{ description: 'A new job', args: { agent: 'scope', reason: 'describes work to estimate' } }],
    execute(input) {
      onRoute(input.agent);
      return { routedTo: input.agent };
    },
  });
}

/**
 * The orchestrator (spec §4.1): one model call that routes a chat message to a specialist. Attached images or
 * a PDF go to the blueprint agent without asking the model; without a route the scope agent takes it.
 */
export async function routeMessage(
  context: AgentContext,
  text: string,
  hasAttachments = false,
): Promise<Route> {
  if (hasAttachments) return 'blueprint';
  let route: Route = 'scope';
  await runEstimatingAgent(context, specFor(context, 'orchestrator'), text, {
    tools: [routeTool((chosen) => (route = chosen))],
    stopAfter: ['route'],
  });
  return route;
}
