import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AccountRepository } from './accounts/account-repository.ts';
import { CredentialRepository } from './accounts/credential-repository.ts';
import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import { InvitationRepository } from './accounts/invitation-repository.ts';
import type { LockoutPolicy } from './accounts/principal.ts';
import { AuditLog } from './audit-log.ts';
import { ChangeOrderRepository } from './changes/change-order-repository.ts';
import { EstimateTemplateRepository } from './changes/estimate-template-repository.ts';
import { ChatMessageRepository } from './chat-message-repository.ts';
import { CheckpointRepository } from './checkpoint-repository.ts';
import { CompanyProfileRepository } from './company-profile-repository.ts';
import { DrawingCaptionRepository } from './drawing-caption-repository.ts';
import { DrawingEmbeddingRepository } from './drawing-embedding-repository.ts';
import { DrawingSetRepository } from './drawing-set-repository.ts';
import { EstimateHistory } from './estimate-history.ts';
import { EstimateNumbers } from './estimate-numbers.ts';
import { EstimateRepository } from './estimate-repository.ts';
import { IntakeSessionRepository } from './intake-session-repository.ts';
import { loadMigrations, runMigrations } from './migrate.ts';
import { acquireDataDirLock, type DataDirLock } from './ownership/data-dir-lock.ts';
import { databaseUnreadable } from './ownership/database-unreadable.ts';
import { createPgliteSession } from './pglite/pglite-session.ts';
import { PlanRepository } from './plan-repository.ts';
import { createPostgresSession } from './postgres/postgres-session.ts';
import { PriceListRepository } from './price-list-repository.ts';
import { ProposalShareRepository } from './proposal-share-repository.ts';
import type { Session } from './session.ts';
import { AgentConfigRepository } from './studio/agent-config-repository.ts';
import { AgentRunProgressRepository } from './studio/agent-run-progress-repository.ts';
import { AgentRunRepository } from './studio/agent-run-repository.ts';
import { createSecretBox, keyFromText, loadSecretKey, type SecretBox } from './studio/secret-box.ts';
import { SecretRepository } from './studio/secret-repository.ts';
import { UploadRepository } from './upload-repository.ts';
import { countWrites, type WriteGeneration } from './write-generation.ts';

export interface StoreOptions {
  /** A PostgreSQL server (`postgres://…`); when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Quoin's home directory; PGlite keeps its files in `<quoinHome>/db`. Defaults to `.quoin` in the cwd. */
  quoinHome?: string;
  /** PGlite in memory, nothing on disk (tests). Ignored when `databaseUrl` is set. */
  inMemory?: boolean;
  /** PostgreSQL only: a schema to use instead of `public` (tests isolate runs this way). */
  postgresSchema?: string;
  /** The key secrets are sealed with (QUOIN_SECRET_KEY); absent → `<quoinHome>/secret.key` (0600), or a
   * random key for an in-memory store. */
  secretKey?: string;
  /** Who opens the embedded database (`quoin serve`), written in its lock for a second opener's refusal. */
  purpose?: string;
  /** Sign-in lockout (wrong passwords in a row, lock length); absent → 5 and 15 minutes. */
  lockout?: LockoutPolicy;
}

/** Where the embedded database and its one-owner lock live under Quoin's home. */
export function embeddedDatabasePaths(quoinHome = '.quoin'): { dataDir: string; lockPath: string } {
  const home = resolve(quoinHome);
  return { dataDir: join(home, 'db'), lockPath: join(home, 'db.lock') };
}

/** The repositories over one session. Close it when done; PGlite holds the data directory while open. */
export interface Store {
  session: Session;
  estimates: EstimateRepository;
  chatMessages: ChatMessageRepository;
  plans: PlanRepository;
  checkpoints: CheckpointRepository;
  priceLists: PriceListRepository;
  uploads: UploadRepository;
  auditLog: AuditLog;
  /** Agent configs with versions (agent studio). */
  agents: AgentConfigRepository;
  /** The execution log of agent runs. */
  agentRuns: AgentRunRepository;
  /** What each agent run reported as it went (`agent_run_progress`), for a browser joining mid-run. */
  agentRunProgress: AgentRunProgressRepository;
  /** Provider keys and other secrets, sealed at rest. */
  secrets: SecretRepository;
  drawings: DrawingSetRepository;
  /** Vectors of drawing evidence, searched with pgvector where the database has it. */
  drawingEmbeddings: DrawingEmbeddingRepository;
  /** Vision captions of sheets by page image hash. */
  drawingCaptions: DrawingCaptionRepository;
  intakeSessions: IntakeSessionRepository;
  /** The contractor's company profile, printed on every export. */
  company: CompanyProfileRepository;
  /** Estimate numbers, sequential per store. */
  estimateNumbers: EstimateNumbers;
  /** Earlier states of estimates, for undo. */
  estimateHistory: EstimateHistory;
  /** Change orders of sent estimates (scoped through their estimate: check it first). */
  changeOrders: ChangeOrderRepository;
  /** Estimate templates of the organisation. */
  templates: EstimateTemplateRepository;
  /** The organisation this view of the store is scoped to (`org-default` as opened). */
  orgId: string;
  /** Organisations, users, memberships and sign-in (not scoped: they are how a scope is chosen). */
  accounts: AccountRepository;
  /** Sign-in sessions and personal API tokens. */
  credentials: CredentialRepository;
  invitations: InvitationRepository;
  /** Share links of client proposals and their signatures (found by token, not scoped). */
  proposalShares: ProposalShareRepository;
  /**
   * The same store seen by one organisation: its estimates and audit log hold only that organisation's rows.
   * Servers with accounts hand routes only this view, so a query cannot forget the scope.
   */
  forOrg(orgId: string): Store;
  close(): Promise<void>;
  /** Changes after every committed write through this store (read caches); absent in hand-built stores. */
  writes?: WriteGeneration;
}

/** Options from the environment (`DATABASE_URL`, `QUOIN_HOME`); the composition root passes `process.env`. */
export function storeOptionsFromEnv(env: Record<string, string | undefined>): StoreOptions {
  return {
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.QUOIN_HOME ? { quoinHome: env.QUOIN_HOME } : {}),
    ...(env.QUOIN_SECRET_KEY ? { secretKey: env.QUOIN_SECRET_KEY } : {}),
  };
}

async function openSession(options: StoreOptions): Promise<Session> {
  if (options.databaseUrl) {
    return createPostgresSession({
      connectionString: options.databaseUrl,
      ...(options.postgresSchema ? { schema: options.postgresSchema } : {}),
    });
  }
  if (options.inMemory) return createPgliteSession();
  const { dataDir, lockPath } = embeddedDatabasePaths(options.quoinHome);
  mkdirSync(dataDir, { recursive: true });
  // One owner: a second process on the same folder would diverge from the first and corrupt it for good.
  const lock = acquireDataDirLock(lockPath, options.purpose ? { purpose: options.purpose } : {});
  let session: Session;
  try {
    session = await createPgliteSession({ dataDir, setupMigrations: loadMigrations() });
  } catch (error) {
    lock.release();
    throw databaseUnreadable(dataDir, error);
  }
  return withLock(session, lock);
}

function withLock(session: Session, lock: DataDirLock): Session {
  return {
    ...session,
    close: async () => {
      try {
        await session.close();
      } finally {
        lock.release();
      }
    },
  };
}

function secretKeyFor(options: StoreOptions): Buffer {
  if (options.secretKey) return keyFromText(options.secretKey);
  if (options.inMemory && !options.databaseUrl) return randomBytes(32);
  return loadSecretKey({ keyFile: join(resolve(options.quoinHome ?? '.quoin'), 'secret.key') });
}

/** Opens the database (PGlite unless a URL is given), applies pending migrations and returns the repositories. */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const { session, writes } = countWrites(await openSession(options));
  try {
    await runMigrations(session);
  } catch (error) {
    await session.close();
    throw error;
  }
  const secretBox = createSecretBox(secretKeyFor(options));
  const accounts = new AccountRepository(session, options.lockout);
  const shared = {
    accounts,
    credentials: new CredentialRepository(session, accounts),
    invitations: new InvitationRepository(session, accounts),
    proposalShares: new ProposalShareRepository(session),
  };
  const views = new Map<string, Store>();
  const forOrg = (orgId: string): Store => {
    const cached = views.get(orgId);
    if (cached) return cached;
    const view: Store = {
      ...base,
      ...shared,
      orgId,
      forOrg,
      ...scopedRepositories(session, orgId, secretBox),
    };
    views.set(orgId, view);
    return view;
  };
  const base: Store = {
    session,
    orgId: DEFAULT_ORG_ID,
    ...shared,
    forOrg,
    estimates: new EstimateRepository(session),
    chatMessages: new ChatMessageRepository(session),
    plans: new PlanRepository(session),
    intakeSessions: new IntakeSessionRepository(session),
    checkpoints: new CheckpointRepository(session),
    priceLists: new PriceListRepository(session),
    uploads: new UploadRepository(session),
    auditLog: new AuditLog(session),
    agents: new AgentConfigRepository(session, secretBox),
    agentRuns: new AgentRunRepository(session),
    agentRunProgress: new AgentRunProgressRepository(session),
    secrets: new SecretRepository(session, secretBox),
    drawings: new DrawingSetRepository(session),
    company: new CompanyProfileRepository(session),
    estimateNumbers: new EstimateNumbers(session),
    estimateHistory: new EstimateHistory(session),
    changeOrders: new ChangeOrderRepository(session),
    templates: new EstimateTemplateRepository(session),
    drawingEmbeddings: new DrawingEmbeddingRepository(session),
    drawingCaptions: new DrawingCaptionRepository(session),
    close: () => session.close(),
    writes,
  };
  views.set(DEFAULT_ORG_ID, base);
  return base;
}

/** The repositories whose queries carry the organisation. */
function scopedRepositories(
  session: Session,
  orgId: string,
  secretBox: SecretBox,
): Pick<
  Store,
  | 'estimates'
  | 'auditLog'
  | 'intakeSessions'
  | 'drawings'
  | 'uploads'
  | 'priceLists'
  | 'company'
  | 'agentRuns'
  | 'agents'
  | 'templates'
  | 'drawingEmbeddings'
  | 'drawingCaptions'
  | 'agentRunProgress'
> {
  return {
    estimates: new EstimateRepository(session, orgId),
    auditLog: new AuditLog(session, orgId),
    intakeSessions: new IntakeSessionRepository(session, orgId),
    drawings: new DrawingSetRepository(session, orgId),
    uploads: new UploadRepository(session, orgId),
    priceLists: new PriceListRepository(session, orgId),
    company: new CompanyProfileRepository(session, orgId),
    agentRuns: new AgentRunRepository(session, orgId),
    agents: new AgentConfigRepository(session, secretBox, orgId),
    templates: new EstimateTemplateRepository(session, orgId),
    drawingEmbeddings: new DrawingEmbeddingRepository(session, orgId),
    drawingCaptions: new DrawingCaptionRepository(session, orgId),
    agentRunProgress: new AgentRunProgressRepository(session, orgId),
  };
}
