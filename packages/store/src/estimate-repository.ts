import {
  assertWithinMoneyBounds,
  computeEstimateTotals,
  type Estimate,
  estimateSchema,
  QuoinError,
} from '@quoin/core';
import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import { assertMay } from './accounts/role-policy.ts';
import { recordAudit, type WriteContext } from './audit-log.ts';
import { type OwnedReadStamp, readEstimateStamps } from './estimate-read-stamp.ts';
import {
  type EstimateSummary,
  type ListEstimatesOptions,
  listEstimateSummaries,
  SUMMARY_COLUMNS,
  type SummaryRow,
  toSummary,
} from './estimate-summary.ts';
import { readEstimateTree, writeEstimateTree } from './estimate-tree-sql.ts';
import { type LineItemChange, lineItemChanges } from './line-item-changes.ts';
import type { Queryable, Session } from './session.ts';
import { alreadyExists, notFound, versionConflict } from './store-errors.ts';

/** A new estimate computed from the current one, or top-level fields to replace. */
export type EstimateChange =
  | ((current: Estimate) => Estimate)
  | Partial<Omit<Estimate, 'id' | 'version' | 'schemaVersion' | 'createdAt' | 'updatedAt'>>;

const HEAD_COLUMNS = `schema_version, title, mode, settings, location, lifecycle, quality_score, assumptions,
  questions, exclusions, issues, grand_total_cents, line_item_count, header`;
const HEAD_VALUES =
  '$2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb, $12::jsonb, $13, $14, $15::jsonb';

function headParams(estimate: Estimate): unknown[] {
  const lineItemCount = estimate.groups.reduce((sum, group) => sum + group.items.length, 0);
  return [
    estimate.id,
    estimate.schemaVersion,
    estimate.title,
    estimate.mode,
    JSON.stringify(estimate.settings),
    estimate.location ? JSON.stringify(estimate.location) : null,
    estimate.lifecycleState,
    estimate.qualityScore ?? null,
    JSON.stringify(estimate.assumptions),
    JSON.stringify(estimate.questions),
    JSON.stringify(estimate.exclusions),
    JSON.stringify(estimate.issues),
    computeEstimateTotals(estimate).grandTotalCents,
    lineItemCount,
    estimate.header ? JSON.stringify(estimate.header) : null,
  ];
}

/** Schema check plus the uniqueness the tables rely on (group and line ids unique within the estimate). */
function assertStorable(input: unknown): Estimate {
  const parsed = estimateSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      code: 'invalid_estimate',
      path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      message: issue.message,
    }));
    throw new QuoinError('INVALID_ESTIMATE', 'The estimate does not match the estimate schema.', {
      problems,
    });
  }
  // Amounts past what an estimate can be are refused here, before a bigint column or a JSON answer breaks.
  const estimate = assertWithinMoneyBounds(parsed.data);
  const ids = [
    ...estimate.groups.map((group) => `group ${group.id}`),
    ...estimate.groups.flatMap((group) => group.items.map((item) => `line item ${item.id}`)),
  ];
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) {
    throw new QuoinError(
      'INVALID_ESTIMATE',
      `Estimate ${estimate.id} has two of ${duplicate}; ids must differ.`,
      {
        problems: [{ code: 'duplicate_id', path: ['groups'], message: `duplicate ${duplicate}` }],
      },
    );
  }
  return estimate;
}

/** Top-level fields whose content differs, for the audit trail ("title", "groups" …). */
function changedFields(before: Estimate, after: Estimate): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const ignored = new Set(['version', 'createdAt', 'updatedAt']);
  return [...keys]
    .filter((key) => !ignored.has(key))
    .filter(
      (key) => JSON.stringify(before[key as keyof Estimate]) !== JSON.stringify(after[key as keyof Estimate]),
    )
    .sort();
}

/** The changed top-level fields' values before and after (the tree of groups is left to its versions). */
function beforeAndAfter(before: Estimate, after: Estimate): { before: object; after: object } {
  const fields = changedFields(before, after).filter((key) => key !== 'groups') as (keyof Estimate)[];
  return {
    before: Object.fromEntries(fields.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(fields.map((key) => [key, after[key] ?? null])),
  };
}

/** The version of an estimate of this organisation, row-locked; undefined when it has none with this id. */
async function lockedVersion(tx: Queryable, id: string, orgId: string): Promise<number | undefined> {
  const result = await tx.query<{ version: number }>(
    'select version from estimates where id = $1 and org_id = $2 for update',
    [id, orgId],
  );
  return result.rows[0]?.version;
}

/** Whether the estimate belongs to this organisation; every read of a tree asks first. */
async function ownsEstimate(q: Queryable, id: string, orgId: string): Promise<boolean> {
  const result = await q.query('select 1 from estimates where id = $1 and org_id = $2', [id, orgId]);
  return result.rows.length > 0;
}

/** Marking an estimate sent to the client is the manager's call (role policy), editing a sent one is not. */
async function assertMaySend(
  tx: Queryable,
  next: Estimate,
  before?: Estimate['lifecycleState'],
): Promise<void> {
  if (next.lifecycleState !== 'sent') return;
  const stored =
    before ??
    (await tx.query<{ lifecycle: string }>('select lifecycle from estimates where id = $1', [next.id]))
      .rows[0]?.lifecycle;
  if (stored !== 'sent') assertMay('estimate.send');
}

/** `{ lineItems }` when the edit touched any line, else nothing (a header edit's audit row stays as it was). */
function lineItemsChanged(before: Estimate, after: Estimate): { lineItems?: LineItemChange[] } {
  const changes = lineItemChanges(before, after);
  return changes.length > 0 ? { lineItems: changes } : {};
}

/**
 * Estimates as whole trees. Every write runs in one transaction, bumps `version` and leaves an audit row;
 * a write carrying a stale version throws VERSION_CONFLICT and changes nothing. The first save counts as a
 * write too (a new estimate at version 0 is stored as 1), so two clients creating the same id cannot both win.
 */
export class EstimateRepository {
  /** Every query is scoped to `orgId`: an estimate of another organisation reads as absent. */
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  /**
   * Inserts a new estimate, or replaces the whole tree of an existing one whose stored version equals
   * `estimate.version`. Returns the estimate as stored: `version + 1`, `updatedAt` from the store's clock,
   * `createdAt` kept when given.
   */
  async saveEstimate(input: Estimate, context: WriteContext): Promise<Estimate> {
    const estimate = assertStorable(input);
    assertMay('estimate.edit');
    return this.session.transaction(async (tx) => {
      const current = await lockedVersion(tx, estimate.id, this.orgId);
      await assertMaySend(tx, estimate);
      if (current === undefined) {
        const inserted = await tx.query(
          `insert into estimates (id, ${HEAD_COLUMNS}, version, created_at, org_id)
           values ($1, ${HEAD_VALUES}, $16, coalesce($17::timestamptz, now()), $18)
           on conflict (id) do nothing`,
          [...headParams(estimate), estimate.version + 1, estimate.createdAt ?? null, this.orgId],
        );
        // Lost an insert race: the other writer's row is now the current version.
        if (inserted.rowCount === 0) {
          throw versionConflict(
            estimate.id,
            estimate.version,
            (await lockedVersion(tx, estimate.id, this.orgId)) ?? 0,
          );
        }
        await recordAudit(tx, { ...context, orgId: this.orgId }, 'estimate.create', estimate.id, {
          toVersion: estimate.version + 1,
        });
      } else {
        if (current !== estimate.version) throw versionConflict(estimate.id, estimate.version, current);
        await this.writeHead(tx, estimate);
        await recordAudit(tx, { ...context, orgId: this.orgId }, 'estimate.replace', estimate.id, {
          fromVersion: current,
          toVersion: current + 1,
        });
      }
      await writeEstimateTree(tx, estimate);
      return (await readEstimateTree(tx, estimate.id))!;
    });
  }

  /** The estimate as last saved, reassembled and validated; undefined when there is none. */
  async getEstimate(id: string): Promise<Estimate | undefined> {
    return this.session.transaction(async (tx) => {
      // One snapshot for the four reads, so a concurrent save cannot mix two versions of the tree.
      await tx.query('set transaction isolation level repeatable read');
      if (!(await ownsEstimate(tx, id, this.orgId))) return undefined;
      return readEstimateTree(tx, id);
    });
  }

  /** Whether this organisation has an estimate with this id (one indexed lookup, no tree). */
  async hasEstimate(id: string): Promise<boolean> {
    return ownsEstimate(this.session, id, this.orgId);
  }

  /**
   * Stamps of many estimates in one statement, each with its organisation: a read cache batches every
   * organisation's waiting reads into one check and holds each read to its asker's organisation itself.
   */
  async getOwnedReadStamps(ids: readonly string[]): Promise<Map<string, OwnedReadStamp>> {
    return readEstimateStamps(this.session, ids);
  }

  /** Most recently updated first. */
  async listEstimates(options: ListEstimatesOptions): Promise<{ items: EstimateSummary[]; total: number }> {
    return listEstimateSummaries(this.session, options, this.orgId);
  }

  /** Applies `change` to the stored estimate when it is still at `expectedVersion`. */
  async updateEstimate(
    id: string,
    expectedVersion: number,
    change: EstimateChange,
    context: WriteContext,
  ): Promise<Estimate> {
    assertMay('estimate.edit');
    return this.session.transaction(async (tx) => {
      const current = await lockedVersion(tx, id, this.orgId);
      if (current === undefined) throw notFound('estimate', id);
      if (current !== expectedVersion) throw versionConflict(id, expectedVersion, current);
      const before = (await readEstimateTree(tx, id))!;
      const changed =
        typeof change === 'function' ? change(structuredClone(before)) : { ...before, ...change };
      const next = assertStorable({
        ...changed,
        id,
        schemaVersion: before.schemaVersion,
        version: current,
        createdAt: before.createdAt,
      });
      await assertMaySend(tx, next, before.lifecycleState);
      await this.writeHead(tx, next);
      await writeEstimateTree(tx, next);
      await recordAudit(tx, { ...context, orgId: this.orgId }, 'estimate.update', id, {
        fromVersion: current,
        toVersion: current + 1,
        changed: changedFields(before, next),
        ...beforeAndAfter(before, next),
        // The audit screen shows what happened to each line (beforeAndAfter leaves the tree out).
        ...lineItemsChanged(before, next),
      });
      return (await readEstimateTree(tx, id))!;
    });
  }

  /** Hides an estimate from default lists; a write like any other, so it bumps the version. */
  async archiveEstimate(id: string, context: WriteContext): Promise<EstimateSummary> {
    return this.setArchived(id, true, context);
  }

  async restoreEstimate(id: string, context: WriteContext): Promise<EstimateSummary> {
    return this.setArchived(id, false, context);
  }

  /** Copies the whole tree under `newId` as a new estimate (version 1, not archived). */
  async duplicateEstimate(
    id: string,
    newId: string,
    context: WriteContext,
    /** `estimateNumber`: the copy's own number (a copy is another estimate; it never shares the source's). */
    options: { title?: string; estimateNumber?: number } = {},
  ): Promise<Estimate> {
    assertMay('estimate.edit');
    return this.session.transaction(async (tx) => {
      const source = (await ownsEstimate(tx, id, this.orgId)) ? await readEstimateTree(tx, id) : undefined;
      if (!source) throw notFound('estimate', id);
      const taken = await tx.query('select 1 from estimates where id = $1', [newId]);
      if (taken.rows.length > 0) throw alreadyExists('estimate', newId);
      const copy: Estimate = { ...source, id: newId, version: 0, title: options.title ?? source.title };
      if (options.estimateNumber !== undefined)
        copy.header = { ...source.header, estimateNumber: options.estimateNumber };
      delete copy.createdAt;
      await tx.query(
        `insert into estimates (id, ${HEAD_COLUMNS}, version, org_id) values ($1, ${HEAD_VALUES}, 1, $16)`,
        [...headParams(copy), this.orgId],
      );
      await writeEstimateTree(tx, copy);
      await recordAudit(tx, { ...context, orgId: this.orgId }, 'estimate.duplicate', newId, {
        sourceId: id,
        sourceVersion: source.version,
      });
      return (await readEstimateTree(tx, newId))!;
    });
  }

  /** Deletes an estimate and, by cascade, its tree, chat, plans, checkpoints and uploads; the audit log stays. */
  async deleteEstimate(id: string, context: WriteContext): Promise<boolean> {
    assertMay('estimate.edit');
    return this.session.transaction(async (tx) => {
      const deleted = await tx.query<{ version: number }>(
        'delete from estimates where id = $1 and org_id = $2 returning version',
        [id, this.orgId],
      );
      const row = deleted.rows[0];
      if (row)
        await recordAudit(tx, { ...context, orgId: this.orgId }, 'estimate.delete', id, {
          version: row.version,
        });
      return row !== undefined;
    });
  }

  private async writeHead(tx: Queryable, estimate: Estimate): Promise<void> {
    await tx.query(
      `update estimates set (${HEAD_COLUMNS}) = (${HEAD_VALUES}), version = version + 1, updated_at = now()
       where id = $1 and org_id = $16`,
      [...headParams(estimate), this.orgId],
    );
  }

  private async setArchived(id: string, archived: boolean, context: WriteContext): Promise<EstimateSummary> {
    assertMay('estimate.edit');
    return this.session.transaction(async (tx) => {
      const result = await tx.query<SummaryRow>(
        `update estimates set archived_at = ${archived ? 'now()' : 'null'}, version = version + 1,
           updated_at = now()
         where id = $1 and org_id = $2
         returning ${SUMMARY_COLUMNS}`,
        [id, this.orgId],
      );
      const row = result.rows[0];
      if (!row) throw notFound('estimate', id);
      await recordAudit(
        tx,
        { ...context, orgId: this.orgId },
        archived ? 'estimate.archive' : 'estimate.restore',
        id,
        {
          toVersion: row.version,
        },
      );
      return toSummary(row);
    });
  }
}
