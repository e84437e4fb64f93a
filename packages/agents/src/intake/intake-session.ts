import type { Brief, IntakeDomain, IntakeMode, IntakeTurn } from '@quoin/protocol';

/** How long each mode interviews: the target the notepad plans for and the hard cap the server enforces. */
export const MODE_TURNS: Record<IntakeMode, { target: number; min: number; max: number }> = {
  quick: { target: 3, min: 1, max: 3 },
  full: { target: 10, min: 3, max: 12 },
  open: { target: 10, min: 2, max: 15 },
};

/** What is being asked: a notepad domain, a follow-up on something said, the open prompt, or the summary. */
export type PendingQuestion =
  | { kind: 'domain'; domain: IntakeDomain }
  | { kind: 'follow-up'; followUp: number; domain: IntakeDomain }
  | { kind: 'open' }
  | { kind: 'summary' }
  | { kind: 'change' };

export interface TranscriptEntry {
  role: 'assistant' | 'user';
  text: string;
}

/** The whole interview as plain data: the server keeps it between turns, a test builds it, a model reads it. */
export interface IntakeSession {
  mode: IntakeMode;
  brief: Brief;
  /** Answers to questions so far; the server counts them, never the model. */
  turn: number;
  status: 'interviewing' | 'summary' | 'confirmed';
  pending: PendingQuestion;
  /** Domains asked directly (each at most once). */
  askedDomains: IntakeDomain[];
  /** Follow-ups waiting (index into the vocabulary's followUps, with the phrase said) and those asked. */
  followUpsWaiting: { followUp: number; phrase: string }[];
  followUpsAsked: number[];
  transcript: TranscriptEntry[];
  /** Times the summary was shown; corrections after the third are taken without another round. */
  summaryRounds: number;
  turns: IntakeTurn[];
}
