/**
 * Where a run's finished steps are kept so a resumed run (after an approval or a crash) skips them. The
 * composition root adapts the store's job checkpoints; tests use the in-memory one.
 */
export interface FlowCheckpoints {
  completed(runId: string): Promise<Map<string, unknown>>;
  complete(runId: string, key: string, payload: unknown): Promise<void>;
}

export class InMemoryFlowCheckpoints implements FlowCheckpoints {
  private readonly runs = new Map<string, Map<string, unknown>>();

  async completed(runId: string): Promise<Map<string, unknown>> {
    return new Map(this.runs.get(runId) ?? []);
  }

  async complete(runId: string, key: string, payload: unknown): Promise<void> {
    const steps = this.runs.get(runId) ?? new Map<string, unknown>();
    if (!steps.has(key)) steps.set(key, structuredClone(payload));
    this.runs.set(runId, steps);
  }
}
