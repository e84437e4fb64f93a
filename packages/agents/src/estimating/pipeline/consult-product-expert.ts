import type { AgentContext } from './agent-context.ts';
import { specFor } from './agent-specs.ts';
import { runEstimatingAgent } from './run-estimating-agent.ts';

/**
 * The product-intelligence consultant (spec §4.6): a short question about a product, answered with the catalog
 * search and package-math tools. Returns the answer text; no price in it comes from anywhere but a tool.
 */
export async function consultProductExpert(context: AgentContext, question: string): Promise<string> {
  const { result } = await runEstimatingAgent(context, specFor(context, 'piConsultant'), question);
  return result.text;
}
