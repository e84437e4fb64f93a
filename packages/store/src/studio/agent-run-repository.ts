import type { AgentMetrics, AgentRunLog, RunStepLog } from '@quoin/protocol';
import { DEFAULT_ORG_ID } from '../accounts/default-org.ts';
import type { Session } from '../session.ts';

/** Filters of the execution log; all optional, combined with AND. `text` matches whole words of the run. */
export interface RunSearch {
  agent?: string;
  status?: AgentRunLog['status'];
  estimateId?: string;
  /** ISO instants, inclusive. */
  since?: string;
  until?: string;
  text?: string;
  limit?: number;
}

interface RunRow {
  id: string;
  agent_name: string;
  agent_version: number;
  actor: string;
  estimate_id: string | null;
  status: AgentRunLog['status'];
  error_category: AgentRunLog['errorCategory'] | null;
  error_message: string | null;
  inputs: Record<string, unknown>;
  steps: RunStepLog[];
  output: string | null;
  input_tokens: number;
  output_tokens: number;
  cost_micro_usd: number;
  latency_ms: number;
  tools: string[];
  playground: boolean;
  started_at: Date;
  finished_at: Date | null;
}

function toRun(row: RunRow): AgentRunLog {
  return {
    id: row.id,
    agentName: row.agent_name,
    agentVersion: row.agent_version,
    actor: row.actor,
    ...(row.estimate_id === null ? {} : { estimateId: row.estimate_id }),
    status: row.status,
    ...(row.error_category === null ? {} : { errorCategory: row.error_category }),
    ...(row.error_message === null ? {} : { errorMessage: row.error_message }),
    inputs: row.inputs,
    steps: row.steps,
    ...(row.output === null ? {} : { output: row.output }),
    inputTokens: row.input_tokens,
    outputTokens: row.output_tokens,
    costMicroUsd: row.cost_micro_usd,
    latencyMs: row.latency_ms,
    tools: row.tools,
    playground: row.playground,
    startedAt: row.started_at.toISOString(),
    ...(row.finished_at === null ? {} : { finishedAt: row.finished_at.toISOString() }),
  };
}

/** The words a text search finds a run by: agent, actor, estimate, error and output text. */
function searchText(run: AgentRunLog): string {
  return [
    run.agentName,
    run.actor,
    run.estimateId,
    run.status,
    run.errorCategory,
    run.errorMessage,
    run.output,
  ]
    .filter(Boolean)
    .join(' ')
    .slice(0, 20_000);
}

/** When the failure rate over a window passes the threshold, what to tell a person. */
export interface FailureAlert {
  agentName: string;
  runs: number;
  failures: number;
  failureRate: number;
  windowStartedAt: string;
}

/**
 * The execution log (ExecutionLogService of the agent-module spec): one row per run with its redacted inputs
 * and steps, tokens, cost, latency, status and error category; search, per-agent metrics, failure alerts.
 * Callers redact before recording: nothing here sees a model's raw prompt.
 */
export class AgentRunRepository {
  /** Every query is scoped to `orgId`: another organisation's runs read as absent. */
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  /** Inserts a run or replaces it (a run is recorded when it starts and again when it ends). */
  async record(run: AgentRunLog): Promise<void> {
    await this.session.query(
      `insert into agent_runs (id, agent_name, agent_version, actor, estimate_id, status, error_category,
         error_message, inputs, steps, output, input_tokens, output_tokens, cost_micro_usd, latency_ms, tools,
         playground, search_vector, started_at, finished_at, org_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $17,
         to_tsvector('simple', $18), $19, $20, $21)
       on conflict (id) do update set status = excluded.status, error_category = excluded.error_category,
         error_message = excluded.error_message, steps = excluded.steps, output = excluded.output,
         input_tokens = excluded.input_tokens, output_tokens = excluded.output_tokens,
         cost_micro_usd = excluded.cost_micro_usd, latency_ms = excluded.latency_ms, tools = excluded.tools,
         search_vector = excluded.search_vector, finished_at = excluded.finished_at
       where agent_runs.org_id = excluded.org_id`,
      [
        run.id,
        run.agentName,
        run.agentVersion,
        run.actor,
        run.estimateId ?? null,
        run.status,
        run.errorCategory ?? null,
        run.errorMessage ?? null,
        JSON.stringify(run.inputs),
        JSON.stringify(run.steps),
        run.output ?? null,
        run.inputTokens,
        run.outputTokens,
        run.costMicroUsd,
        Math.round(run.latencyMs),
        run.tools,
        run.playground,
        searchText(run),
        run.startedAt,
        run.finishedAt ?? null,
        this.orgId,
      ],
    );
  }

  async get(id: string): Promise<AgentRunLog | undefined> {
    const result = await this.session.query<RunRow>(
      'select * from agent_runs where id = $1 and org_id = $2',
      [id, this.orgId],
    );
    return result.rows[0] ? toRun(result.rows[0]) : undefined;
  }

  /** Runs matching every filter given, newest first. */
  async search(filter: RunSearch = {}): Promise<AgentRunLog[]> {
    const result = await this.session.query<RunRow>(
      `select * from agent_runs
       where org_id = $8 and ($1::text is null or agent_name = $1)
         and ($2::text is null or status = $2)
         and ($3::text is null or estimate_id = $3)
         and ($4::timestamptz is null or started_at >= $4)
         and ($5::timestamptz is null or started_at <= $5)
         and ($6::text is null or search_vector @@ plainto_tsquery('simple', $6))
       order by started_at desc, id desc limit $7`,
      [
        filter.agent ?? null,
        filter.status ?? null,
        filter.estimateId ?? null,
        filter.since ?? null,
        filter.until ?? null,
        filter.text?.trim() || null,
        filter.limit ?? 100,
        this.orgId,
      ],
    );
    return result.rows.map(toRun);
  }

  /** Per agent: runs, success rate, average cost and latency, the five most used tools, last run (playground
   * tries and mock runs are not the agent's record and are left out). */
  async metrics(options: { agent?: string; since?: string } = {}): Promise<AgentMetrics[]> {
    const totals = await this.session.query<{
      agent_name: string;
      runs: number;
      successes: number;
      avg_cost: number;
      avg_latency: number;
      last_run: Date;
    }>(
      `select agent_name, count(*)::int as runs, count(*) filter (where status = 'success')::int as successes,
         coalesce(avg(cost_micro_usd), 0)::float8 as avg_cost, coalesce(avg(latency_ms), 0)::float8 as avg_latency,
         max(started_at) as last_run
       from agent_runs where ($1::text is null or agent_name = $1) and ($2::timestamptz is null or started_at >= $2)
         and status <> 'running' and not playground and org_id = $3
       group by agent_name order by agent_name`,
      [options.agent ?? null, options.since ?? null, this.orgId],
    );
    const tools = await this.session.query<{ agent_name: string; tool: string; calls: number }>(
      `select agent_name, tool, count(*)::int as calls from agent_runs, unnest(tools) as tool
       where ($1::text is null or agent_name = $1) and ($2::timestamptz is null or started_at >= $2)
         and not playground and org_id = $3
       group by agent_name, tool order by agent_name, calls desc, tool`,
      [options.agent ?? null, options.since ?? null, this.orgId],
    );
    return totals.rows.map((row) => ({
      agentName: row.agent_name,
      runs: row.runs,
      successRate: row.runs === 0 ? 0 : row.successes / row.runs,
      averageCostMicroUsd: Math.round(row.avg_cost),
      averageLatencyMs: Math.round(row.avg_latency),
      mostUsedTools: tools.rows
        .filter((tool) => tool.agent_name === row.agent_name)
        .slice(0, 5)
        .map((tool) => ({ tool: tool.tool, calls: tool.calls })),
      lastRunAt: row.last_run.toISOString(),
    }));
  }

  /**
   * Agents whose failure rate since `windowStartedAt` passes `threshold` (0–1) over at least `minRuns` finished
   * runs (a single failure of a rarely used agent is not an alert).
   */
  async failureAlerts(options: {
    windowStartedAt: string;
    threshold: number;
    minRuns?: number;
  }): Promise<FailureAlert[]> {
    const result = await this.session.query<{ agent_name: string; runs: number; failures: number }>(
      `select agent_name, count(*)::int as runs, count(*) filter (where status = 'failure')::int as failures
       from agent_runs where started_at >= $1 and status in ('success', 'failure') and org_id = $2
       group by agent_name order by agent_name`,
      [options.windowStartedAt, this.orgId],
    );
    return result.rows
      .filter((row) => row.runs >= (options.minRuns ?? 5) && row.failures / row.runs > options.threshold)
      .map((row) => ({
        agentName: row.agent_name,
        runs: row.runs,
        failures: row.failures,
        failureRate: row.failures / row.runs,
        windowStartedAt: options.windowStartedAt,
      }));
  }

  /** Total cost of an agent's runs since an instant (the scheduler's daily budget). */
  async spentMicroUsd(agentName: string, since: string): Promise<number> {
    const result = await this.session.query<{ spent: number }>(
      `select coalesce(sum(cost_micro_usd), 0)::float8 as spent from agent_runs
       where agent_name = $1 and started_at >= $2 and org_id = $3`,
      [agentName, since, this.orgId],
    );
    return result.rows[0]?.spent ?? 0;
  }
}
