import {
  type AgentRunRequest,
  builtInAgentConfigs,
  type FlowEvent,
  flowEnvironmentOf,
  runAgentConfig,
  runDueSchedules,
  type StudioRuntime,
  validateFlow,
} from '@quoin/agents';
import { QuoinError } from '@quoin/core';
import {
  type AgentConfig,
  type AgentMetrics,
  type AgentRunLog,
  type AgentVersion,
  agentConfigSchema,
  type FlowProblem,
  type StoredAgent,
} from '@quoin/protocol';
import { assertMay, type RunSearch, type Store } from '@quoin/store';
import { createStudioRuntime, type StudioRuntimeOptions } from './studio-runtime.ts';

export interface StudioRunOptions {
  actor: string;
  estimateId?: string;
  input?: Record<string, unknown>;
  /** A saved version to run instead of the published one (the configurator's preview). */
  version?: number;
  /** The playground: run this config without saving it. */
  config?: unknown;
  approveCost?: boolean;
  approvedSteps?: string[];
  /** Resume this run. */
  runId?: string;
}

/**
 * The agent studio as the CLI and the server use it: configs with versions in the store, validation against
 * the real tools and agents, runs through the runtime with their log rows, metrics. One owner of the wiring.
 */
export class AgentStudioService {
  constructor(
    readonly store: Store,
    private readonly options: StudioRuntimeOptions,
  ) {}

  /** The same studio over another view of the store (one organisation's: `store.forOrg`). */
  forStore(store: Store): AgentStudioService {
    return store === this.store ? this : new AgentStudioService(store, this.options);
  }

  /** Creates the built-in agents that are not in the store yet (published). */
  seed(): Promise<string[]> {
    return this.store.agents.seedBuiltIns(builtInAgentConfigs(), { actor: 'system' });
  }

  async list(): Promise<(StoredAgent & { metrics?: AgentMetrics })[]> {
    const [agents, metrics] = await Promise.all([this.store.agents.list(), this.store.agentRuns.metrics()]);
    const byName = new Map(metrics.map((entry) => [entry.agentName, entry]));
    return agents.map((agent) => {
      const found = byName.get(agent.name);
      return found ? { ...agent, metrics: found } : agent;
    });
  }

  /** The agent and the version a person would look at: the draft when there is one, else the published. */
  async show(name: string, version?: number): Promise<{ agent: StoredAgent; version: AgentVersion }> {
    const agent = await this.store.agents.require(name);
    return { agent, version: await this.store.agents.requireVersion(name, version ?? agent.latestVersion) };
  }

  private runtime(actor: string): StudioRuntime {
    return createStudioRuntime(this.store, this.options, actor);
  }

  /** Every problem of a config: its shape first (zod), then its flow against the tools and agents. */
  async validate(input: unknown): Promise<{ ok: boolean; problems: FlowProblem[]; config?: AgentConfig }> {
    const parsed = agentConfigSchema.safeParse(input);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => {
        const [first, index, ...rest] = issue.path.map(String);
        const stepId =
          first === 'flow' && index !== undefined
            ? String(((input as { flow?: { id?: unknown }[] }).flow?.[Number(index)]?.id as string) ?? index)
            : undefined;
        return {
          code: 'INVALID_CONFIG',
          ...(stepId ? { stepId } : {}),
          field: stepId ? rest.join('.') || 'kind' : issue.path.join('.') || '(root)',
          message: issue.message,
        };
      });
      return { ok: false, problems };
    }
    const runtime = this.runtime('validate');
    const names = (await this.store.agents.list()).map((agent) => agent.name);
    const problems = validateFlow(parsed.data, flowEnvironmentOf({ ...runtime, agentNames: names }));
    return { ok: problems.length === 0, problems, config: parsed.data };
  }

  /**
   * Runs an agent (published, a given version, or a playground config) and returns its log row; `onEvent`
   * hears its flow as it runs (progress for the browsers).
   */
  async run(
    name: string,
    options: StudioRunOptions,
    onEvent?: (event: FlowEvent) => void,
  ): Promise<AgentRunLog> {
    // Held to the acting role here, not only at the route: the CLI, jobs and tools run agents too.
    assertMay('agent.run');
    if (options.approveCost) assertMay('agent.approve-cost');
    let config: AgentConfig;
    let version: number;
    if (options.config !== undefined) {
      const checked = await this.validate(options.config);
      if (!checked.config) {
        throw new QuoinError(
          'VALIDATION_FAILED',
          `The playground config is not valid: ${checked.problems[0]?.message}`,
          {
            problems: checked.problems,
          },
        );
      }
      config = checked.config;
      version = 0;
    } else {
      const chosen =
        options.version === undefined
          ? await this.store.agents.published(name)
          : await this.store.agents.requireVersion(name, options.version);
      config = chosen.config;
      version = chosen.version;
    }
    const runtime = this.runtime(`agent:${config.name}`);
    runtime.agentNames = (await this.store.agents.list()).map((agent) => agent.name);
    const request: AgentRunRequest = {
      config,
      version,
      actor: options.actor,
      ...(options.estimateId ? { estimateId: options.estimateId } : {}),
      ...(options.input ? { input: options.input } : {}),
      playground: options.config !== undefined,
      ...(options.approveCost ? { approveCost: true } : {}),
      ...(options.approvedSteps ? { approvedSteps: options.approvedSteps } : {}),
      ...(options.runId ? { runId: options.runId } : {}),
      ...(onEvent ? { onEvent } : {}),
    };
    const { log } = await runAgentConfig(runtime, request);
    await this.store.agents.recordRun(
      { actor: options.actor },
      {
        agent: config.name,
        version,
        runId: log.id,
        status: log.status,
        ...(options.estimateId ? { estimateId: options.estimateId } : {}),
      },
    );
    return log;
  }

  runs(filter: RunSearch): Promise<AgentRunLog[]> {
    return this.store.agentRuns.search(filter);
  }

  /** Runs the schedules due in (after, now], each run's flow events to `progress`; returns the log rows. */
  async tick(
    after: Date,
    now: Date,
    note: (line: string) => void,
    progress?: (agentName: string) => (event: FlowEvent) => void,
  ): Promise<AgentRunLog[]> {
    const agents = [];
    for (const agent of await this.store.agents.list()) {
      if (agent.publishedVersion === undefined) continue;
      const version = await this.store.agents.published(agent.name);
      if (version.config.schedule) agents.push({ config: version.config, version: version.version });
    }
    const dayStart = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
    ).toISOString();
    return runDueSchedules(this.runtime('scheduler'), {
      agents,
      after,
      now,
      spentTodayMicroUsd: (agentName) => this.store.agentRuns.spentMicroUsd(agentName, dayStart),
      note,
      ...(progress ? { progress } : {}),
    });
  }
}
