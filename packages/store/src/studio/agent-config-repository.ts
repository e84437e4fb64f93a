import { QuoinError } from '@quoin/core';
import {
  type AgentChangeEvent,
  type AgentConfig,
  type AgentVersion,
  agentConfigSchema,
  type ConfigChange,
  diffConfigs,
  type StoredAgent,
} from '@quoin/protocol';
import { asSystem } from '../accounts/acting-user.ts';
import { DEFAULT_ORG_ID } from '../accounts/default-org.ts';
import { assertMay } from '../accounts/role-policy.ts';
import { recordAudit, type WriteContext } from '../audit-log.ts';
import type { Queryable, Session } from '../session.ts';
import { alreadyExists, notFound } from '../store-errors.ts';
import type { SecretBox } from './secret-box.ts';

interface AgentRow {
  id: string;
  name: string;
  built_in: boolean;
  published_version: number | null;
  latest_version: number;
  created_at: Date;
  updated_at: Date;
  category: string;
  description: string;
}

interface VersionRow {
  agent_id: string;
  version: number;
  config: AgentConfig;
  sealed_secrets: string | null;
  created_by: string;
  note: string;
  created_at: Date;
}

/** What stands in for a secret block's text in the `config` column; the text itself is sealed. */
export const SEALED_PLACEHOLDER = '(sealed)';

const AGENT_SELECT = `select a.id, a.name, a.built_in, a.published_version, a.latest_version, a.created_at,
  a.updated_at, v.config->>'category' as category, coalesce(v.config->>'description', '') as description
  from agent_configs a join agent_config_versions v on v.agent_id = a.id and v.version = a.latest_version`;

function toStoredAgent(row: AgentRow): StoredAgent {
  return {
    // The key another organisation's agent has in the table (`org:name`) is not shown: callers name agents.
    id: row.name,
    name: row.name,
    category: row.category,
    description: row.description,
    builtIn: row.built_in,
    ...(row.published_version === null ? {} : { publishedVersion: row.published_version }),
    latestVersion: row.latest_version,
    hasDraft: row.published_version !== row.latest_version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function invalidConfig(error: unknown): QuoinError {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues ?? [];
  const first = issues[0];
  return new QuoinError(
    'VALIDATION_FAILED',
    `The agent config is not valid: ${first ? `${first.path.join('.') || '(root)'}: ${first.message}` : String(error)}`,
    { issues: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) },
  );
}

/**
 * Agent configs with versions (AgentRegistry of the agent-module spec). Every save writes a new version; runs
 * use the published one, so editing changes nothing until `publish`. Rollback writes the old config again as
 * a new version and publishes it, keeping the history linear. Secret prompt blocks are sealed at rest.
 */
export class AgentConfigRepository {
  private readonly listeners = new Set<(event: AgentChangeEvent) => void>();

  /** Every query is scoped to `orgId`: another organisation's agent reads as absent. */
  constructor(
    private readonly session: Session,
    private readonly secretBox: SecretBox,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  /** The table's key of this organisation's agent: the name in the default organisation, `org:name` elsewhere. */
  private idOf(name: string): string {
    return this.orgId === DEFAULT_ORG_ID ? name : `${this.orgId}:${name}`;
  }

  private scoped(context: WriteContext): WriteContext {
    return { ...context, orgId: this.orgId };
  }

  /** Hears every change made through this repository; returns the unsubscribe function. */
  subscribe(listener: (event: AgentChangeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: AgentChangeEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  async list(): Promise<StoredAgent[]> {
    const result = await this.session.query<AgentRow>(
      `${AGENT_SELECT} where a.org_id = $1 order by a.built_in, a.name`,
      [this.orgId],
    );
    return result.rows.map(toStoredAgent);
  }

  async get(name: string): Promise<StoredAgent | undefined> {
    const result = await this.session.query<AgentRow>(`${AGENT_SELECT} where a.id = $1 and a.org_id = $2`, [
      this.idOf(name),
      this.orgId,
    ]);
    return result.rows[0] ? toStoredAgent(result.rows[0]) : undefined;
  }

  async require(name: string): Promise<StoredAgent> {
    const agent = await this.get(name);
    if (!agent) throw notFound('agent', name);
    return agent;
  }

  /** Creates an agent at version 1 (a draft, or published at once with `publish`). */
  async create(
    input: unknown,
    context: WriteContext,
    options: { builtIn?: boolean; publish?: boolean; note?: string } = {},
  ): Promise<StoredAgent> {
    assertMay('agent.manage');
    const config = this.parse(input);
    await this.session.transaction(async (tx) => {
      const inserted = await tx.query(
        `insert into agent_configs (id, name, built_in, latest_version, org_id) values ($1, $2, $3, 0, $4)
         on conflict do nothing`,
        [this.idOf(config.name), config.name, options.builtIn ?? false, this.orgId],
      );
      if (inserted.rowCount === 0) throw alreadyExists('agent', config.name);
      await this.writeVersion(tx, this.idOf(config.name), config, context, options.note ?? 'created');
      if (options.publish) await this.setPublished(tx, this.idOf(config.name), 1);
      await recordAudit(tx, this.scoped(context), 'agent.create', undefined, {
        agent: config.name,
        version: 1,
      });
    });
    this.emit({
      type: 'agent.created',
      agentId: config.name,
      name: config.name,
      version: 1,
      actor: context.actor,
    });
    return this.require(config.name);
  }

  /** Saves an edit as a new draft version; what runs does not change until it is published. */
  async save(name: string, input: unknown, context: WriteContext, note = ''): Promise<AgentVersion> {
    assertMay('agent.manage');
    const config = this.parse(input);
    if (config.name !== name) {
      throw new QuoinError(
        'VALIDATION_FAILED',
        `The config is named "${config.name}", not "${name}"; names do not change.`,
        {
          path: 'name',
        },
      );
    }
    await this.require(name);
    const version = await this.session.transaction(async (tx) => {
      const written = await this.writeVersion(tx, this.idOf(name), config, context, note);
      await recordAudit(tx, this.scoped(context), 'agent.save', undefined, { agent: name, version: written });
      return written;
    });
    this.emit({ type: 'agent.saved', agentId: name, name, version, actor: context.actor });
    return this.requireVersion(name, version);
  }

  /** Makes a version (default the newest) the one that runs. */
  async publish(name: string, context: WriteContext, version?: number): Promise<StoredAgent> {
    assertMay('agent.manage');
    const agent = await this.require(name);
    const target = version ?? agent.latestVersion;
    await this.requireVersion(name, target);
    await this.session.transaction(async (tx) => {
      await this.setPublished(tx, this.idOf(name), target);
      await recordAudit(tx, this.scoped(context), 'agent.publish', undefined, {
        agent: name,
        version: target,
        previous: agent.publishedVersion ?? null,
      });
    });
    this.emit({ type: 'agent.published', agentId: name, name, version: target, actor: context.actor });
    return this.require(name);
  }

  /** Writes version `toVersion`'s config again as the newest version and publishes it. */
  async rollback(name: string, toVersion: number, context: WriteContext): Promise<AgentVersion> {
    assertMay('agent.manage');
    const agent = await this.require(name);
    const old = await this.requireVersion(name, toVersion);
    const version = await this.session.transaction(async (tx) => {
      const written = await this.writeVersion(
        tx,
        this.idOf(name),
        old.config,
        context,
        `rollback to v${toVersion}`,
      );
      await this.setPublished(tx, this.idOf(name), written);
      await recordAudit(tx, this.scoped(context), 'agent.rollback', undefined, {
        agent: name,
        toVersion,
        version: written,
        previous: agent.publishedVersion ?? null,
      });
      return written;
    });
    this.emit({ type: 'agent.rolled-back', agentId: name, name, version, actor: context.actor });
    return this.requireVersion(name, version);
  }

  async versions(name: string): Promise<AgentVersion[]> {
    const agent = await this.require(name);
    const result = await this.session.query<VersionRow>(
      'select * from agent_config_versions where agent_id = $1 order by version desc',
      [this.idOf(agent.name)],
    );
    return result.rows.map((row) => this.toVersion(row, agent));
  }

  async getVersion(name: string, version: number): Promise<AgentVersion | undefined> {
    const agent = await this.get(name);
    if (!agent) return undefined;
    const result = await this.session.query<VersionRow>(
      'select * from agent_config_versions where agent_id = $1 and version = $2',
      [this.idOf(agent.name), version],
    );
    return result.rows[0] ? this.toVersion(result.rows[0], agent) : undefined;
  }

  async requireVersion(name: string, version: number): Promise<AgentVersion> {
    const found = await this.getVersion(name, version);
    if (!found) throw notFound('agent version', `${name}@${version}`);
    return found;
  }

  /** The version runs use; NOT_FOUND when the agent was never published. */
  async published(name: string): Promise<AgentVersion> {
    const agent = await this.require(name);
    if (agent.publishedVersion === undefined) {
      throw new QuoinError('NOT_FOUND', `Agent ${name} has no published version yet; publish it first.`, {
        kind: 'published agent',
        id: name,
      });
    }
    return this.requireVersion(name, agent.publishedVersion);
  }

  async diff(name: string, from: number, to: number): Promise<ConfigChange[]> {
    const [before, after] = await Promise.all([
      this.requireVersion(name, from),
      this.requireVersion(name, to),
    ]);
    return diffConfigs(before.config, after.config);
  }

  /** Audits who ran which agent version on which estimate (the run's row is in the run log). */
  async recordRun(
    context: WriteContext,
    run: { agent: string; version: number; runId: string; status: string; estimateId?: string },
  ): Promise<void> {
    await recordAudit(this.session, this.scoped(context), 'agent.run', run.estimateId, {
      agent: run.agent,
      version: run.version,
      runId: run.runId,
      status: run.status,
    });
  }

  /** Creates the given configs that do not exist yet, published, as built-ins; returns the names created. */
  async seedBuiltIns(configs: readonly AgentConfig[], context: WriteContext): Promise<string[]> {
    // The store's own work, whoever's first visit started it.
    return asSystem(() => this.seedAsSystem(configs, context));
  }

  private async seedAsSystem(configs: readonly AgentConfig[], context: WriteContext): Promise<string[]> {
    const created: string[] = [];
    for (const config of configs) {
      if (await this.get(config.name)) continue;
      await this.create(config, context, { builtIn: true, publish: true, note: 'built-in' }).catch(
        (error) => {
          // Two processes seeding at once: the other one created it.
          if ((error as { code?: string }).code !== 'ALREADY_EXISTS') throw error;
        },
      );
      created.push(config.name);
    }
    return created;
  }

  private parse(input: unknown): AgentConfig {
    const parsed = agentConfigSchema.safeParse(input);
    if (!parsed.success) throw invalidConfig(parsed.error);
    return parsed.data;
  }

  private async writeVersion(
    tx: Queryable,
    agentId: string,
    config: AgentConfig,
    context: WriteContext,
    note: string,
  ): Promise<number> {
    const secrets = Object.fromEntries(
      config.promptTemplate.filter((block) => block.secret).map((block) => [block.id, block.text]),
    );
    const stored = {
      ...config,
      promptTemplate: config.promptTemplate.map((block) =>
        block.secret ? { ...block, text: SEALED_PLACEHOLDER } : block,
      ),
    };
    const sealed = Object.keys(secrets).length > 0 ? this.secretBox.seal(JSON.stringify(secrets)) : null;
    const bumped = await tx.query<{ latest_version: number }>(
      `update agent_configs set latest_version = latest_version + 1, updated_at = now() where id = $1
       returning latest_version`,
      [agentId],
    );
    const version = bumped.rows[0]?.latest_version;
    if (version === undefined) throw notFound('agent', agentId);
    await tx.query(
      `insert into agent_config_versions (agent_id, version, config, sealed_secrets, created_by, note)
       values ($1, $2, $3::jsonb, $4, $5, $6)`,
      [agentId, version, JSON.stringify(stored), sealed, context.actor, note],
    );
    return version;
  }

  private async setPublished(tx: Queryable, agentId: string, version: number): Promise<void> {
    await tx.query('update agent_configs set published_version = $2, updated_at = now() where id = $1', [
      agentId,
      version,
    ]);
  }

  private toVersion(row: VersionRow, agent: StoredAgent): AgentVersion {
    const secrets = row.sealed_secrets
      ? (JSON.parse(this.secretBox.open(row.sealed_secrets)) as Record<string, string>)
      : {};
    const config = agentConfigSchema.parse({
      ...row.config,
      promptTemplate: row.config.promptTemplate.map((block) =>
        block.secret ? { ...block, text: secrets[block.id] ?? block.text } : block,
      ),
    });
    const state =
      row.version === agent.publishedVersion
        ? 'published'
        : row.version === agent.latestVersion
          ? 'draft'
          : 'archived';
    return {
      agentId: agent.name,
      version: row.version,
      state,
      config,
      createdBy: row.created_by,
      note: row.note,
      createdAt: row.created_at.toISOString(),
    };
  }
}
