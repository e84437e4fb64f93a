import { type Estimate, estimateSchema, QuoinError } from '@quoin/core';
import { DEFAULT_ORG_ID } from '../accounts/default-org.ts';
import type { Session } from '../session.ts';

/** A saved template as listed: its name, where it came from and how big it is. */
export interface EstimateTemplateSummary {
  id: string;
  name: string;
  sourceEstimateId?: string;
  groupCount: number;
  lineCount: number;
  createdAt: string;
}

export interface EstimateTemplate extends EstimateTemplateSummary {
  /** The template's estimate (core's toTemplateEstimate: no client data). */
  estimate: Estimate;
}

interface TemplateRow {
  id: string;
  name: string;
  source_estimate_id: string | null;
  estimate: unknown;
  created_at: Date;
}

function toTemplate(row: TemplateRow): EstimateTemplate {
  const estimate = estimateSchema.parse(row.estimate);
  return {
    id: row.id,
    name: row.name,
    ...(row.source_estimate_id ? { sourceEstimateId: row.source_estimate_id } : {}),
    groupCount: estimate.groups.length,
    lineCount: estimate.groups.reduce((sum, group) => sum + group.items.length, 0),
    createdAt: row.created_at.toISOString(),
    estimate,
  };
}

/** Estimate templates of one organisation (migration 0012). */
export class EstimateTemplateRepository {
  constructor(
    private readonly session: Session,
    private readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  /** Saves a template; ALREADY_EXISTS when the organisation has one of that name. */
  async save(init: {
    id: string;
    name: string;
    sourceEstimateId?: string;
    estimate: Estimate;
  }): Promise<EstimateTemplate> {
    return this.session.transaction(async (tx) => {
      const taken = await tx.query(
        'select 1 from estimate_templates where org_id = $1 and lower(name) = lower($2)',
        [this.orgId, init.name],
      );
      if (taken.rows.length > 0) {
        throw new QuoinError(
          'ALREADY_EXISTS',
          `A template named "${init.name}" exists: choose another name.`,
          {
            kind: 'template',
            name: init.name,
          },
        );
      }
      const inserted = await tx.query<TemplateRow>(
        `insert into estimate_templates (id, org_id, name, source_estimate_id, estimate)
         values ($1, $2, $3, $4, $5::jsonb)
         returning id, name, source_estimate_id, estimate, created_at`,
        [
          init.id,
          this.orgId,
          init.name,
          init.sourceEstimateId ?? null,
          JSON.stringify(estimateSchema.parse(init.estimate)),
        ],
      );
      return toTemplate(inserted.rows[0]!);
    });
  }

  /** The organisation's templates, newest first, without their estimates. */
  async list(): Promise<EstimateTemplateSummary[]> {
    const result = await this.session.query<TemplateRow>(
      `select id, name, source_estimate_id, estimate, created_at from estimate_templates
       where org_id = $1 order by created_at desc, name`,
      [this.orgId],
    );
    return result.rows.map((row) => {
      const { estimate: _estimate, ...summary } = toTemplate(row);
      return summary;
    });
  }

  /** One template with its estimate; NOT_FOUND when the organisation has none of that id. */
  async get(id: string): Promise<EstimateTemplate> {
    const result = await this.session.query<TemplateRow>(
      `select id, name, source_estimate_id, estimate, created_at from estimate_templates
       where id = $1 and org_id = $2`,
      [id, this.orgId],
    );
    const row = result.rows[0];
    if (!row) throw new QuoinError('NOT_FOUND', `No template with id ${id}.`, { kind: 'template', id });
    return toTemplate(row);
  }
}
