// The public API of @quoin/store: open a store, use its repositories.

export {
  AccountRepository,
  checkedPassword,
  normaliseEmail,
} from './accounts/account-repository.ts';
export {
  actAs,
  actingRole,
  actingUser,
  asSystem,
} from './accounts/acting-user.ts';
export { CredentialRepository } from './accounts/credential-repository.ts';
export { DEFAULT_ORG_ID } from './accounts/default-org.ts';
export { InvitationRepository } from './accounts/invitation-repository.ts';
export {
  DEFAULT_SCRYPT,
  hashPassword,
  verifyPassword,
} from './accounts/password-hash.ts';
export {
  type ApiTokenSummary,
  DEFAULT_LOCKOUT,
  type InvitationSummary,
  type LockoutPolicy,
  type Member,
  type Organisation,
  type Principal,
} from './accounts/principal.ts';
export {
  assertMay,
  mayAct,
  ROLE_ACTIONS,
  type RoleAction,
} from './accounts/role-policy.ts';
export {
  isRole,
  ROLES,
  type Role,
  roleAtLeast,
  roleWithinScope,
  TOKEN_SCOPES,
  type TokenScope,
} from './accounts/roles.ts';
export {
  type AuditEntry,
  AuditLog,
  recordAudit,
  type WriteContext,
} from './audit-log.ts';
export {
  type ChangeOrderDecision,
  ChangeOrderRepository,
  type OpenChangeOrder,
} from './changes/change-order-repository.ts';
export {
  type EstimateTemplate,
  EstimateTemplateRepository,
  type EstimateTemplateSummary,
} from './changes/estimate-template-repository.ts';
export {
  type ChatMessage,
  ChatMessageRepository,
  type ChatRole,
} from './chat-message-repository.ts';
export {
  type CheckpointInput,
  CheckpointRepository,
  type CheckpointStatus,
} from './checkpoint-repository.ts';
export { CompanyProfileRepository } from './company-profile-repository.ts';
export { DrawingCaptionRepository } from './drawing-caption-repository.ts';
export {
  DrawingEmbeddingRepository,
  type NearestEmbedding,
  type StoredEmbedding,
  type VectorSupport,
} from './drawing-embedding-repository.ts';
export {
  type DrawingQuestionRecord,
  DrawingSetRepository,
  type DrawingSetSummary,
  questionKey,
  type StoredDrawingRegion,
  type StoredDrawingSet,
  type StoredDrawingSheet,
} from './drawing-set-repository.ts';
export {
  EstimateHistory,
  type EstimateSnapshot,
  UNDO_DEPTH,
} from './estimate-history.ts';
export { EstimateNumbers } from './estimate-numbers.ts';
export {
  estimateReadStamp,
  type OwnedReadStamp,
  readEstimateStamps,
} from './estimate-read-stamp.ts';
export {
  type EstimateChange,
  EstimateRepository,
} from './estimate-repository.ts';
export type {
  EstimateSummary,
  ListEstimatesOptions,
} from './estimate-summary.ts';
export {
  IntakeSessionRepository,
  type IntakeStatus,
  type StoredIntake,
} from './intake-session-repository.ts';
export {
  findJobSubjectOrg,
  type JobSubject,
} from './jobs/job-subject-org.ts';
export {
  loadMigrations,
  type Migration,
  runMigrations,
} from './migrate.ts';
export {
  embeddedDatabasePaths,
  openStore,
  type Store,
  type StoreOptions,
  storeOptionsFromEnv,
} from './open-store.ts';
export {
  type AcquireLockOptions,
  acquireDataDirLock,
  currentLockOwner,
  type DataDirLock,
  type LockOwner,
} from './ownership/data-dir-lock.ts';
export { databaseUnreadable } from './ownership/database-unreadable.ts';
export {
  type BackupResult,
  backupEmbeddedDatabase,
  type RestoreResult,
  restoreEmbeddedDatabase,
} from './pglite/pglite-backup.ts';
export {
  createPgliteSession,
  LEAN_PGLITE_SETTINGS,
  type PgliteSessionOptions,
} from './pglite/pglite-session.ts';
export {
  type PlanFailure,
  PlanRepository,
  type PlanStatus,
  type StoredPlan,
} from './plan-repository.ts';
export {
  createPostgresSession,
  type PostgresSessionOptions,
} from './postgres/postgres-session.ts';
export {
  type PriceList,
  PriceListRepository,
  type PriceListSummary,
} from './price-list-repository.ts';
export {
  type ProposalShare,
  ProposalShareRepository,
  type ProposalSignature,
} from './proposal-share-repository.ts';
export type {
  Queryable,
  QueryResult,
  Session,
  SessionDriver,
} from './session.ts';
export {
  alreadyExists,
  notFound,
  translateDatabaseError,
  versionConflict,
} from './store-errors.ts';
export {
  AgentConfigRepository,
  SEALED_PLACEHOLDER,
} from './studio/agent-config-repository.ts';
export {
  AgentRunProgressRepository,
  type StoredRunProgress,
} from './studio/agent-run-progress-repository.ts';
export {
  AgentRunRepository,
  type FailureAlert,
  type RunSearch,
} from './studio/agent-run-repository.ts';
export {
  RUN_CSV_COLUMNS,
  runsToCsv,
} from './studio/runs-to-csv.ts';
export {
  createSecretBox,
  keyFromText,
  loadSecretKey,
  type SecretBox,
} from './studio/secret-box.ts';
export { SecretRepository } from './studio/secret-repository.ts';
export {
  type Upload,
  UploadRepository,
} from './upload-repository.ts';
export {
  countWrites,
  isReadOnlyStatement,
  type WriteGeneration,
} from './write-generation.ts';
