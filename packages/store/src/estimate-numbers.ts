import type { Session } from './session.ts';

/** Estimate numbers, sequential per store (a database sequence: never reused, gaps after a rollback). */
export class EstimateNumbers {
  constructor(private readonly session: Session) {}

  async next(): Promise<number> {
    const result = await this.session.query<{ value: string | number }>(
      `select nextval('estimate_number_seq') as value`,
    );
    return Number(result.rows[0]?.value);
  }
}
