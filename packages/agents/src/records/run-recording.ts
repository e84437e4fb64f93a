import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import type { Redactor } from '../privacy/redactor.ts';
import type { AgentEvent, AgentRunError } from '../runs/agent-event.ts';
import type { RunAgentOptions } from '../runs/run-agent.ts';
import type { RunStore } from './file-run-store.ts';
import { newRunId } from './new-run-id.ts';
import { recordingMiddleware } from './recording-middleware.ts';
import { RUN_RECORD_VERSION, type RunRecord } from './run-record.ts';
import { toolVersions } from './tool-versions.ts';

export interface RunRecordingOptions {
  store: RunStore;
  /** Default: a new `run-…` id. */
  id?: string;
  promptVersion?: string;
  quoinVersion?: string;
}

/** What a record keeps of a run's options, with the limits the run resolved. */
export type RecordedRunInput = Pick<
  RunAgentOptions,
  | 'model'
  | 'registry'
  | 'toolNames'
  | 'system'
  | 'prompt'
  | 'price'
  | 'agentName'
  | 'temperature'
  | 'redactor'
> & { maxSteps: number; maxOutputTokens: number; stream: boolean; now: Date };

/**
 * Collects one run into a record — the recipe, the input, each provider answer (through its middleware, which
 * sits inside the privacy middleware, so it only ever sees tokens) and each tool result — and saves it when the
 * run ends, whether it completed or failed.
 */
export class RunRecording {
  readonly record: RunRecord;

  constructor(
    private readonly options: RunRecordingOptions,
    input: RecordedRunInput,
  ) {
    this.redactor = input.redactor;
    const hide = <T>(value: T): T => (input.redactor ? input.redactor.redactDeep(value) : value);
    this.redact = hide;
    this.record = {
      version: RUN_RECORD_VERSION,
      id: options.id ?? newRunId(input.now),
      createdAt: input.now.toISOString(),
      agentName: input.agentName ?? 'agent',
      recipe: {
        provider: input.model.provider,
        modelId: input.model.modelId,
        price: input.price,
        ...(options.promptVersion ? { promptVersion: options.promptVersion } : {}),
        toolVersions: toolVersions(input.registry, input.toolNames),
        ...(options.quoinVersion ? { quoinVersion: options.quoinVersion } : {}),
      },
      input: {
        ...(input.system !== undefined ? { system: hide(input.system) } : {}),
        prompt: hide(input.prompt),
        ...(input.toolNames ? { toolNames: [...input.toolNames] } : {}),
        maxSteps: input.maxSteps,
        maxOutputTokens: input.maxOutputTokens,
        stream: input.stream,
        ...(input.temperature !== undefined ? { temperature: input.temperature } : {}),
      },
      modelCalls: [],
      toolResults: [],
      outcome: {
        status: 'running',
        text: '',
        usage: { inputTokens: 0, cachedInputTokens: 0, cacheWriteTokens: 0, outputTokens: 0 },
        costMicroUsd: 0,
      },
    };
  }

  private readonly redact: <T>(value: T) => T;
  private readonly redactor: Redactor | undefined;
  private error: AgentRunError | undefined;

  middleware(): LanguageModelV3Middleware {
    return recordingMiddleware(this.record.modelCalls);
  }

  /** Feeds the run's events; the record is saved at `run-end`. */
  onEvent(event: AgentEvent): void {
    if (event.type === 'tool-call-end') {
      this.record.toolResults.push({
        toolCallId: event.call.toolCallId,
        toolName: event.call.toolName,
        input: this.redact(event.call.input),
        output: this.redact(event.output ?? { status: 'error', error: event.call.error }),
      });
    } else if (event.type === 'error') {
      this.error = event.error;
    } else if (event.type === 'run-end') {
      this.record.outcome = {
        status: event.status,
        text: this.redact(event.text),
        usage: event.usage,
        costMicroUsd: event.costMicroUsd,
        ...(this.error ? { error: { code: this.error.code, message: this.redact(this.error.message) } } : {}),
      };
      const counts = this.redactor?.counts();
      if (counts && Object.keys(counts).length > 0) this.record.redactions = counts as Record<string, number>;
      this.options.store.save(this.record);
    }
  }
}
