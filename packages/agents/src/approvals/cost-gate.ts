import type { ModelMessage } from 'ai';
import type { RunAgentOptions } from '../runs/run-agent.ts';
import { forecastRunMicroUsd } from './run-approvals.ts';

/** Whether the run may start: refused by a person, held for approval of its forecast, or free to go. */
export function costGate(
  options: RunAgentOptions,
  messages: ModelMessage[],
  maxSteps: number,
  maxOutputTokens: number,
): { refused: boolean; forecastMicroUsd?: number } {
  const approval = options.approval;
  if (approval?.costDenied) return { refused: true };
  if (approval?.costAboveMicroUsd === undefined || approval.costApproved) return { refused: false };
  const toolSchemas = options.registry
    .list()
    .filter((info) => !options.toolNames || options.toolNames.includes(info.name))
    .map((info) => info.inputJsonSchema);
  const forecastMicroUsd = forecastRunMicroUsd({
    ...(options.system !== undefined ? { system: options.system } : {}),
    messages,
    toolSchemas,
    maxSteps,
    maxOutputTokens,
    price: options.price,
  });
  return forecastMicroUsd > approval.costAboveMicroUsd
    ? { refused: false, forecastMicroUsd }
    : { refused: false };
}
