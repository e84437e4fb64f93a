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

/** Tarjan's strongly connected components: every cycle of the step graph is inside one. */
export function cycles(ids: string[], edges: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (id: string): void => {
    index.set(id, counter);
    low.set(id, counter++);
    stack.push(id);
    onStack.add(id);
    for (const next of edges.get(id) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(id, Math.min(low.get(id)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(id, Math.min(low.get(id)!, index.get(next)!));
    }
    if (low.get(id) === index.get(id)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== id);
      const selfLoop = (edges.get(id) ?? []).includes(id);
      if (component.length > 1 || selfLoop) found.push(component);
    }
  };
  for (const id of ids) if (!index.has(id)) visit(id);
  return found;
}
