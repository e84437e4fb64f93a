import { QuoinError } from '@quoin/core';
import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import { assertMay } from './accounts/role-policy.ts';
import { recordAudit, type WriteContext } from './audit-log.ts';
import type { Session } from './session.ts';
import { translateDatabaseError } from './store-errors.ts';

/** A region as listed without its text: where it is (0–1 of the page) and its caption. */
export interface StoredDrawingRegion {
  id: string;
  kind: string;
  label: string;
  bbox: { x: number; y: number; w: number; h: number };
  caption: string;
}

export interface StoredDrawingSheet {
  page: number;
  number: string;
  title: string;
  textClass: string;
  note?: string;
  /** The full sheet as @quoin/drawings wrote it; that package validates it when it loads it. */
  document: Record<string, unknown>;
  regions: StoredDrawingRegion[];
}

export interface DrawingSetSummary {
  id: string;
  name: string;
  revision: number;
  sha256: string;
  fileName: string;
  pageCount: number;
  estimateId?: string;
  createdAt: string;
  /** True when a later revision of the same name exists (the set stays queryable). */
  superseded: boolean;
}

export interface StoredDrawingSet extends Omit<DrawingSetSummary, 'createdAt' | 'superseded'> {
  sheets: StoredDrawingSheet[];
}

/** A question asked of one or more sets, with the answer, its cost and the user's feedback. */
export interface DrawingQuestionRecord {
  id: string;
  question: string;
  setVersion: string;
  answer: Record<string, unknown>;
  abstained: boolean;
  intent: string;
  latencyMs: number;
  usage: { modelCalls: number; inputTokens: number; outputTokens: number; costUsd: number };
  feedback?: 'up' | 'down';
  feedbackNote?: string;
  createdAt: string;
}

interface SetRow {
  id: string;
  name: string;
  revision: number;
  sha256: string;
  file_name: string;
  page_count: number;
  estimate_id: string | null;
  created_at: Date;
  superseded: boolean;
}

interface QuestionRow {
  id: string;
  question: string;
  set_version: string;
  answer: Record<string, unknown>;
  abstained: boolean;
  intent: string;
  latency_ms: number;
  model_calls: number;
  input_tokens: number;
  output_tokens: number;
  cost_usd: string | number;
  feedback: 'up' | 'down' | null;
  feedback_note: string | null;
  created_at: Date;
}

// Every query ends `where s.org_id = $1 …`: the organisation is always the first parameter.
const SUMMARY_SQL = `select s.*, exists (select 1 from drawing_sets later where later.org_id = s.org_id
  and later.name = s.name and later.revision > s.revision) as superseded from drawing_sets s where s.org_id = $1`;

function toSummary(row: SetRow): DrawingSetSummary {
  return {
    id: row.id,
    name: row.name,
    revision: row.revision,
    sha256: row.sha256,
    fileName: row.file_name,
    pageCount: row.page_count,
    ...(row.estimate_id === null ? {} : { estimateId: row.estimate_id }),
    createdAt: row.created_at.toISOString(),
    superseded: row.superseded,
  };
}

function toQuestion(row: QuestionRow): DrawingQuestionRecord {
  return {
    id: row.id,
    question: row.question,
    setVersion: row.set_version,
    answer: row.answer,
    abstained: row.abstained,
    intent: row.intent,
    latencyMs: row.latency_ms,
    usage: {
      modelCalls: row.model_calls,
      inputTokens: row.input_tokens,
      outputTokens: row.output_tokens,
      costUsd: Number(row.cost_usd),
    },
    ...(row.feedback ? { feedback: row.feedback } : {}),
    ...(row.feedback_note ? { feedbackNote: row.feedback_note } : {}),
    createdAt: row.created_at.toISOString(),
  };
}

export const questionKey = (question: string): string => question.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Drawing sets, their sheets and regions, and the Q&A log with feedback, of one organisation: every query
 * carries `orgId`, so another organisation's set or question reads as absent.
 */
export class DrawingSetRepository {
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  /** Saves a whole set in one transaction; the same bytes twice (sha256) is ALREADY_EXISTS. */
  async saveSet(set: StoredDrawingSet, context: WriteContext): Promise<DrawingSetSummary> {
    assertMay('estimate.edit');
    await this.session
      .transaction(async (tx) => {
        await tx.query(
          `insert into drawing_sets (id, name, revision, sha256, file_name, page_count, estimate_id, created_by,
           org_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            set.id,
            set.name,
            set.revision,
            set.sha256,
            set.fileName,
            set.pageCount,
            set.estimateId ?? null,
            context.actor,
            this.orgId,
          ],
        );
        for (const sheet of set.sheets) {
          await tx.query(
            `insert into drawing_sheets (set_id, page, number, title, text_class, note, document)
             values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
            [
              set.id,
              sheet.page,
              sheet.number,
              sheet.title,
              sheet.textClass,
              sheet.note ?? null,
              JSON.stringify(sheet.document),
            ],
          );
          for (const region of sheet.regions) {
            await tx.query(
              `insert into drawing_regions (set_id, page, id, kind, label, bbox, caption)
               values ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
              [
                set.id,
                sheet.page,
                region.id,
                region.kind,
                region.label,
                JSON.stringify(region.bbox),
                region.caption,
              ],
            );
          }
        }
        await recordAudit(tx, { ...context, orgId: this.orgId }, 'drawing_set.add', set.estimateId, {
          setId: set.id,
          name: set.name,
          revision: set.revision,
          sha256: set.sha256,
        });
      })
      .catch((error: unknown) => {
        throw translateDatabaseError(error, {
          kind: 'drawing set',
          id: set.sha256,
          ...(set.estimateId ? { estimateId: set.estimateId } : {}),
        });
      });
    const saved = await this.getSummary(set.id);
    if (!saved) throw new QuoinError('INTERNAL', `drawing set ${set.id} was not saved`);
    return saved;
  }

  async findBySha256(sha256: string): Promise<DrawingSetSummary | undefined> {
    const result = await this.session.query<SetRow>(`${SUMMARY_SQL} and s.sha256 = $2`, [
      this.orgId,
      sha256.toLowerCase(),
    ]);
    return result.rows[0] ? toSummary(result.rows[0]) : undefined;
  }

  async getSummary(id: string): Promise<DrawingSetSummary | undefined> {
    const result = await this.session.query<SetRow>(`${SUMMARY_SQL} and s.id = $2`, [this.orgId, id]);
    return result.rows[0] ? toSummary(result.rows[0]) : undefined;
  }

  /** All sets, by name then revision; optionally only those attached to an estimate. */
  async listSets(options: { estimateId?: string } = {}): Promise<DrawingSetSummary[]> {
    const result = options.estimateId
      ? await this.session.query<SetRow>(
          `${SUMMARY_SQL} and s.estimate_id = $2 order by s.name, s.revision`,
          [this.orgId, options.estimateId],
        )
      : await this.session.query<SetRow>(`${SUMMARY_SQL} order by s.name, s.revision`, [this.orgId]);
    return result.rows.map(toSummary);
  }

  /** The revision a new file under this name gets: one more than the latest. */
  async nextRevision(name: string): Promise<number> {
    const result = await this.session.query<{ latest: number | null }>(
      'select max(revision) as latest from drawing_sets where name = $1 and org_id = $2',
      [name, this.orgId],
    );
    return (result.rows[0]?.latest ?? 0) + 1;
  }

  async getSet(id: string): Promise<StoredDrawingSet | undefined> {
    const summary = await this.getSummary(id);
    if (!summary) return undefined;
    const sheets = await this.session.query<{
      page: number;
      number: string;
      title: string;
      text_class: string;
      note: string | null;
      document: Record<string, unknown>;
    }>('select * from drawing_sheets where set_id = $1 order by page', [id]);
    const regions = await this.session.query<StoredDrawingRegion & { page: number }>(
      'select page, id, kind, label, bbox, caption from drawing_regions where set_id = $1 order by page, id',
      [id],
    );
    const { createdAt: _createdAt, superseded: _superseded, ...set } = summary;
    return {
      ...set,
      sheets: sheets.rows.map((row) => ({
        page: row.page,
        number: row.number,
        title: row.title,
        textClass: row.text_class,
        ...(row.note === null ? {} : { note: row.note }),
        document: row.document,
        regions: regions.rows.filter((r) => r.page === row.page).map(({ page: _page, ...region }) => region),
      })),
    };
  }

  async recordQuestion(
    input: Omit<DrawingQuestionRecord, 'createdAt' | 'feedback' | 'feedbackNote'>,
    context: WriteContext,
  ): Promise<void> {
    await this.session.query(
      `insert into drawing_questions (id, question, question_key, set_version, answer, abstained, intent, latency_ms,
       model_calls, input_tokens, output_tokens, cost_usd, created_by, org_id)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        input.id,
        input.question,
        questionKey(input.question),
        input.setVersion,
        JSON.stringify(input.answer),
        input.abstained,
        input.intent,
        Math.round(input.latencyMs),
        input.usage.modelCalls,
        input.usage.inputTokens,
        input.usage.outputTokens,
        input.usage.costUsd,
        context.actor,
        this.orgId,
      ],
    );
  }

  /** The latest answer to the same question over the same set version, for the answer cache. */
  async findCachedAnswer(question: string, setVersion: string): Promise<DrawingQuestionRecord | undefined> {
    const result = await this.session.query<QuestionRow>(
      `select * from drawing_questions where org_id = $3 and question_key = $1 and set_version = $2
       order by created_at desc limit 1`,
      [questionKey(question), setVersion, this.orgId],
    );
    return result.rows[0] ? toQuestion(result.rows[0]) : undefined;
  }

  async getQuestion(id: string): Promise<DrawingQuestionRecord | undefined> {
    const result = await this.session.query<QuestionRow>(
      'select * from drawing_questions where id = $1 and org_id = $2',
      [id, this.orgId],
    );
    return result.rows[0] ? toQuestion(result.rows[0]) : undefined;
  }

  async listQuestions(limit = 50): Promise<DrawingQuestionRecord[]> {
    const result = await this.session.query<QuestionRow>(
      'select * from drawing_questions where org_id = $2 order by created_at desc, id limit $1',
      [limit, this.orgId],
    );
    return result.rows.map(toQuestion);
  }

  /** Thumbs up or down on an answer; NOT_FOUND when the question id is unknown. */
  async recordFeedback(
    id: string,
    feedback: 'up' | 'down',
    note: string | undefined,
    context: WriteContext,
  ): Promise<void> {
    const result = await this.session.query(
      'update drawing_questions set feedback = $2, feedback_note = $3 where id = $1 and org_id = $4 returning id',
      [id, feedback, note ?? null, this.orgId],
    );
    if (result.rows.length === 0) {
      throw new QuoinError(
        'NOT_FOUND',
        `No question ${id} was asked; see \`quoin drawings ask\` output for ids.`,
        { id },
      );
    }
    await recordAudit(
      this.session,
      { ...context, orgId: this.orgId },
      'drawing_question.feedback',
      undefined,
      { id, feedback },
    );
  }
}
