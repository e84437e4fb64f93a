// A throwaway schema on a given PostgreSQL for one bench section: the URL handed to `run` sets search_path to
// it, and the schema (and its pg-boss twin `<schema>_jobs`) is dropped afterwards.
import pg from 'pg';

export async function inSchema<T>(
  databaseUrl: string,
  run: (url: string, schema: string) => Promise<T>,
): Promise<T> {
  const schema = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const separator = databaseUrl.includes('?') ? '&' : '?';
    return await run(
      `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      schema,
    );
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.query(`drop schema if exists ${schema}_jobs cascade`);
    await admin.end();
  }
}
