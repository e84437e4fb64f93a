import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelMessage } from 'ai';
import { z } from 'zod';

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

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Suspended runs as JSON files (`$QUOIN_HOME/approvals`), written atomically, removed once resumed. */
export class FileSuspendedRunStore {
  constructor(readonly folder: string) {}

  private pathOf(id: string): string {
    if (!ID_PATTERN.test(id)) throw new Error(`"${id}" is not a run id (letters, digits, - and _ only)`);
    return join(this.folder, `${id}.json`);
  }

  save(run: SuspendedRun): void {
    mkdirSync(this.folder, { recursive: true });
    const path = this.pathOf(run.id);
    writeFileSync(`${path}.tmp`, `${JSON.stringify(run, null, 2)}\n`);
    renameSync(`${path}.tmp`, path);
  }

  get(id: string): SuspendedRun | undefined {
    let text: string;
    try {
      text = readFileSync(this.pathOf(id), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const parsed = suspendedSchema.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new Error(`${id}.json is not a suspended run: ${parsed.error.issues[0]?.message}`);
    return parsed.data as unknown as SuspendedRun;
  }

  list(): string[] {
    try {
      return readdirSync(this.folder)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -5))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  remove(id: string): void {
    rmSync(this.pathOf(id), { force: true });
  }
}
