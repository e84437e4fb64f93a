import type { BBox } from '../model/drawing-set.ts';

/** A stored set as listed. */
export interface StoredSetSummary {
  id: string;
  name: string;
  revision: number;
  sha256: string;
  fileName: string;
  pageCount: number;
  createdAt: string;
  superseded: boolean;
  estimateId?: string;
}

/** What a set is stored as: metadata, and per sheet the sheet document plus its regions as rows. */
export interface StoredSetInput {
  id: string;
  name: string;
  revision: number;
  sha256: string;
  fileName: string;
  pageCount: number;
  estimateId?: string;
  sheets: {
    page: number;
    number: string;
    title: string;
    textClass: string;
    note?: string;
    document: Record<string, unknown>;
    regions: { id: string; kind: string; label: string; bbox: BBox; caption: string }[];
  }[];
}

export interface StoredQuestion {
  id: string;
  question: string;
  setVersion: string;
  answer: Record<string, unknown>;
  abstained: boolean;
  intent: string;
  latencyMs: number;
  usage: { modelCalls: number; inputTokens: number; outputTokens: number; costUsd: number };
}

/**
 * Where drawing sets and questions are kept. `@quoin/store`'s DrawingSetRepository has this shape; the
 * composition roots (cli, server) pass it in, so this package never imports the store.
 */
export interface DrawingStorePort {
  findBySha256(sha256: string): Promise<StoredSetSummary | undefined>;
  nextRevision(name: string): Promise<number>;
  saveSet(set: StoredSetInput, context: { actor: string }): Promise<StoredSetSummary>;
  listSets(options?: { estimateId?: string }): Promise<StoredSetSummary[]>;
  getSet(
    id: string,
  ): Promise<
    (Omit<StoredSetInput, 'sheets'> & { sheets: { document: Record<string, unknown> }[] }) | undefined
  >;
  getSummary(id: string): Promise<StoredSetSummary | undefined>;
  findCachedAnswer(
    question: string,
    setVersion: string,
  ): Promise<{ answer: Record<string, unknown> } | undefined>;
  recordQuestion(question: StoredQuestion, context: { actor: string }): Promise<void>;
  recordFeedback(
    id: string,
    feedback: 'up' | 'down',
    note: string | undefined,
    context: { actor: string },
  ): Promise<void>;
}
