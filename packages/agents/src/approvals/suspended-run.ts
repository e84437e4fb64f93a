import type { ModelMessage } from 'ai';
import { z } from 'zod';
import { JsonFileFolder } from '../records/json-file-folder.ts';

/** A tool call waiting for a person's yes or no. */
export interface PendingApproval {
  approvalId: string;
  toolCallId: string;
  toolName: string;
  input: unknown;
}

/**
 * A run stopped to ask a person: for a tool marked `needsApproval`, or because its forecast cost passed the
 * threshold. Plain JSON, so it survives a restart and resumes in another process.
 */
export interface SuspendedRun {
  id: string;
  createdAt: string;
  reason: 'tool' | 'cost';
  agentName: string;
  system?: string;
  toolNames?: string[];
  /** The conversation so far, ending with the model's tool calls when the reason is a tool. */
  messages: ModelMessage[];
  pending: PendingApproval[];
  /** Worst-case cost of the run as forecast before it started (reason `cost`). */
  forecastMicroUsd?: number;
  costSoFarMicroUsd: number;
}

const suspendedSchema = z.looseObject({
  id: z.string().min(1),
  createdAt: z.string(),
  reason: z.enum(['tool', 'cost']),
  agentName: z.string(),
  messages: z.array(z.looseObject({ role: z.enum(['system', 'user', 'assistant', 'tool']) })),
  pending: z.array(z.looseObject({ approvalId: z.string(), toolCallId: z.string(), toolName: z.string() })),
  costSoFarMicroUsd: z.number(),
});

/** Reads a stored suspended run, checking its shape. */
function parseSuspendedRun(json: unknown): SuspendedRun {
  const parsed = suspendedSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Not a suspended run: ${parsed.error.issues[0]?.message}`);
  return parsed.data as unknown as SuspendedRun;
}

/** Suspended runs as JSON files (`$QUOIN_HOME/approvals`), written atomically, removed once resumed. */
export class FileSuspendedRunStore {
  private readonly files: JsonFileFolder<SuspendedRun>;

  constructor(readonly folder: string) {
    this.files = new JsonFileFolder(folder, parseSuspendedRun);
  }

  save(run: SuspendedRun): void {
    this.files.write(run.id, run);
  }

  get(id: string): SuspendedRun | undefined {
    return this.files.read(id);
  }

  list(): string[] {
    return this.files.ids();
  }

  remove(id: string): void {
    this.files.remove(id);
  }
}
