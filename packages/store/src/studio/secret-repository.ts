import { QuoinError } from '@quoin/core';
import { assertMay } from '../accounts/role-policy.ts';
import { recordAudit, type WriteContext } from '../audit-log.ts';
import type { Session } from '../session.ts';
import type { SecretBox } from './secret-box.ts';

const SECRET_NAME = /^[A-Z][A-Z0-9_]{1,63}$/;

/**
 * Provider keys (OPENAI_API_KEY, QUOIN_MODEL_API_KEY …) kept sealed in the store: the value is AES-GCM sealed
 * before it is written and opened only when read; the audit log records who set or removed which name.
 */
export class SecretRepository {
  constructor(
    private readonly session: Session,
    private readonly box: SecretBox,
  ) {}

  async set(name: string, value: string, context: WriteContext): Promise<void> {
    assertMay('keys.manage');
    if (!SECRET_NAME.test(name)) {
      throw new QuoinError(
        'VALIDATION_FAILED',
        `A secret's name is an environment variable name, like OPENAI_API_KEY (got "${name}").`,
        { name },
      );
    }
    await this.session.transaction(async (tx) => {
      await tx.query(
        `insert into sealed_secrets (name, sealed, updated_by) values ($1, $2, $3)
         on conflict (name) do update set sealed = excluded.sealed, updated_by = excluded.updated_by, updated_at = now()`,
        [name, this.box.seal(value), context.actor],
      );
      await recordAudit(tx, context, 'secret.set', undefined, { name });
    });
  }

  async get(name: string): Promise<string | undefined> {
    const result = await this.session.query<{ sealed: string }>(
      'select sealed from sealed_secrets where name = $1',
      [name],
    );
    const row = result.rows[0];
    return row ? this.box.open(row.sealed) : undefined;
  }

  /** Names and who set them when; never the values. */
  async list(): Promise<{ name: string; updatedBy: string; updatedAt: string }[]> {
    const result = await this.session.query<{ name: string; updated_by: string; updated_at: Date }>(
      'select name, updated_by, updated_at from sealed_secrets order by name',
    );
    return result.rows.map((row) => ({
      name: row.name,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  /** Every secret opened, as environment variables (the composition root puts the real environment first). */
  async asEnv(): Promise<Record<string, string>> {
    const result = await this.session.query<{ name: string; sealed: string }>(
      'select name, sealed from sealed_secrets',
    );
    return Object.fromEntries(result.rows.map((row) => [row.name, this.box.open(row.sealed)]));
  }

  async remove(name: string, context: WriteContext): Promise<boolean> {
    assertMay('keys.manage');
    return this.session.transaction(async (tx) => {
      const removed = await tx.query('delete from sealed_secrets where name = $1', [name]);
      if (removed.rowCount > 0) await recordAudit(tx, context, 'secret.remove', undefined, { name });
      return removed.rowCount > 0;
    });
  }
}
