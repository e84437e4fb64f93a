import type { FlowStep } from '@quoin/protocol';

/** The target that ends a flow. */
export const FLOW_END = '$end';

/** Where a step goes next by default: its `next`, else the following step, else the end. */
export function defaultNext(flow: readonly FlowStep[], index: number): string {
  return flow[index]?.next ?? flow[index + 1]?.id ?? FLOW_END;
}

/** Every step a step may hand over to (a decision has two). */
export function successors(flow: readonly FlowStep[], index: number): string[] {
  const step = flow[index];
  if (!step) return [];
  return step.kind === 'decision' ? [step.onTrue, step.onFalse] : [defaultNext(flow, index)];
}
