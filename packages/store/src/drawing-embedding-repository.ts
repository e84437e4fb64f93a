import type { Session } from './session.ts';

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
 * later pgvector install searches them without re-embedding.
 */
export class DrawingEmbeddingRepository {
  private support: VectorSupport | undefined;

  constructor(private readonly session: Session) {}

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
      'select unit_key from drawing_embeddings where set_id = $1 and model = $2',
      [setId, model],
    );
    return new Set(result.rows.map((row) => row.unit_key));
  }

  async saveEmbeddings(setId: string, model: string, items: readonly StoredEmbedding[]): Promise<void> {
    await this.session.transaction(async (tx) => {
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
      `select set_id, unit_key, embedding::vector <=> $3::vector as distance
         from drawing_embeddings
        where set_id = any($1::text[]) and model = $2 and dims = $4
        order by distance
        limit $5`,
      [[...setIds], model, `[${vector.join(',')}]`, vector.length, limit],
    );
    return result.rows.map((row) => ({
      setId: row.set_id,
      key: row.unit_key,
      distance: Number(row.distance),
    }));
  }
}
