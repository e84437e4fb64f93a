import { existsSync } from 'node:fs';
import type { CompanyProfile } from '@quoin/protocol';
import type { CliContext } from '../cli-context.ts';
import { quoinHome } from '../quoin-home.ts';

/**
 * The company profile for a document export: from DATABASE_URL, or from `$QUOIN_HOME/db` when there is one
 * (no database is created just to find none). When `quoin serve` holds the embedded database the export goes
 * out without the profile, and says so: a proposal should not wait on a server.
 */
async function loadCompanyProfile(context: CliContext): Promise<CompanyProfile | undefined> {
  const home = quoinHome(context);
  const { embeddedDatabasePaths, openStore, storeOptionsFromEnv } = await import('@quoin/store');
  if (!context.env.DATABASE_URL && !existsSync(embeddedDatabasePaths(home).dataDir)) return undefined;
  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    store = await openStore(storeOptionsFromEnv({ ...context.env, QUOIN_HOME: home }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    context.stderr.write(`Note: the company profile could not be read (${reason}); exported without it.\n`);
    return undefined;
  }
  try {
    return await store.company.get();
  } finally {
    await store.close();
  }
}

/** The profile for a document format (md, xlsx, pdf), its name replaced by `--contractor` when given. */
export async function companyForExport(
  context: CliContext,
  format: string,
  contractorName: string | undefined,
): Promise<CompanyProfile | undefined> {
  if (!['md', 'xlsx', 'pdf', 'csv', 'json', 'docx'].includes(format)) return undefined;
  const profile = await loadCompanyProfile(context);
  return profile && contractorName ? { ...profile, name: contractorName } : profile;
}
