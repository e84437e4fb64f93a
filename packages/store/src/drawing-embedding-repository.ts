import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import type { Session } from './session.ts';
import { notFound } from './store-errors.ts';

/** Whether this database can search vectors, and if not, why (said to the user, who gets lexical search). */
export interface VectorSupport {
  available: boolean;
  reason?: string;
}

export interface StoredEmbedding {
  key: string;
  vector: readonly number[];
}

export interface NearestEmbedding {
  setId: string;
  key: string;
  /** pgvector's cosine distance (0 = same direction); a rank input only, never an evidence threshold. */
  distance: number;
}

const BATCH = 100;

/**
 * Embeddings of drawing evidence per set and model, searched with pgvector's cosine distance (`<=>`). The
 * vectors are stored as real[] and cast per query, so a database without pgvector still stores them and a
 * later pgvector install searches them without re-embedding. Vectors belong to their set's organisation:
 * every statement joins the set and keeps to `orgId`, so one organisation's drawing Q&A never reads or writes
 * another's.
 */
export class DrawingEmbeddingRepository {
  private support: VectorSupport | undefined;

  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  async vectorSupport(): Promise<VectorSupport> {
    if (this.support) return this.support;
    const installed = await this.session.query<{ extversion: string }>(
      "select extversion from pg_extension where extname = 'vector'",
    );
    this.support =
      installed.rows.length > 0
        ? { available: true }
        : {
            available: false,
            reason:
              this.session.driver === 'postgres'
                ? 'this PostgreSQL server has no pgvector extension (create extension vector), so drawings are searched lexically (BM25) only'
                : 'the embedded database was opened without pgvector, so drawings are searched lexically (BM25) only',
          };
    return this.support;
  }

  /** Keys already embedded for a set and model (embedding is resumable and idempotent). */
  async storedKeys(setId: string, model: string): Promise<Set<string>> {
    const result = await this.session.query<{ unit_key: string }>(
      `select e.unit_key from drawing_embeddings e join drawing_sets s on s.id = e.set_id
        where e.set_id = $1 and e.model = $2 and s.org_id = $3`,
      [setId, model, this.orgId],
    );
    return new Set(result.rows.map((row) => row.unit_key));
  }

  async saveEmbeddings(setId: string, model: string, items: readonly StoredEmbedding[]): Promise<void> {
    await this.session.transaction(async (tx) => {
      const owned = await tx.query('select 1 from drawing_sets where id = $1 and org_id = $2', [
        setId,
        this.orgId,
      ]);
      if (owned.rows.length === 0) throw notFound('drawing set', setId);
      for (let start = 0; start < items.length; start += BATCH) {
        const batch = items.slice(start, start + BATCH);
        const params: unknown[] = [setId, model];
        const values = batch.map((item) => {
          params.push(item.key, item.vector.length, [...item.vector]);
          const n = params.length;
          return `($1, $2, $${n - 2}, $${n - 1}, $${n}::real[])`;
        });
        await tx.query(
          `insert into drawing_embeddings (set_id, model, unit_key, dims, embedding) values ${values.join(', ')}
           on conflict (set_id, model, unit_key) do update set dims = excluded.dims, embedding = excluded.embedding`,
          params,
        );
      }
    });
  }

  /** The nearest stored units to a query vector over the given sets; empty where pgvector is unavailable. */
  async nearest(
    setIds: readonly string[],
    model: string,
    vector: readonly number[],
    limit: number,
  ): Promise<NearestEmbedding[]> {
    if (!(await this.vectorSupport()).available || setIds.length === 0) return [];
    const result = await this.session.query<{ set_id: string; unit_key: string; distance: number }>(
      `select e.set_id, e.unit_key, e.embedding::vector <=> $3::vector as distance
         from drawing_embeddings e join drawing_sets s on s.id = e.set_id
        where e.set_id = any($1::text[]) and e.model = $2 and e.dims = $4 and s.org_id = $6
        order by distance
        limit $5`,
      [[...setIds], model, `[${vector.join(',')}]`, vector.length, limit, this.orgId],
    );
    return result.rows.map((row) => ({
      setId: row.set_id,
      key: row.unit_key,
      distance: Number(row.distance),
    }));
  }
}
