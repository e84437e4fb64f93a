import type { TradeRegistry } from '@quoin/core';
import {
  type Brief,
  emptyBrief,
  INTAKE_DOMAINS,
  type IntakeDomain,
  type IntakeMode,
  type IntakeTurn,
  type QuickReply,
} from '@quoin/protocol';
import { intakeData } from './intake-data.ts';
import { type IntakeSession, MODE_TURNS, type PendingQuestion } from './intake-session.ts';
import { readAnswer } from './read-answer.ts';
import { summarizeBrief, withInferences } from './summarize-brief.ts';

const OPEN_PROMPT =
  'Tell me about your project in your own words — what you want done, where, and anything that matters to you.';
const AFFIRM =
  /^(?:y|yes|yep|yeah|correct|confirm(?:ed)?|looks (?:right|good|great)|that'?s right|ok|okay|sure|perfect|good)\b/i;
const WANTS_CHANGE = /^(?:change|change something|edit|no|not quite|wrong)\.?$/i;
const DONE = /^(?:that'?s (?:all|it)|done|nothing else|no(?:thing)? more|i'?m done|that is all)\b/i;

const SUMMARY_REPLIES: QuickReply[] = [
  { label: 'Looks right', value: 'yes' },
  { label: 'Change something', value: 'change' },
];

function roomWord(brief: Brief): string {
  return brief.rooms[0]?.name ?? brief.scopeOfWork[0]?.area ?? 'space';
}

function progressOf(session: IntakeSession): IntakeTurn['progress'] {
  const covered = session.brief.domainsCovered.length;
  const { target, max } = MODE_TURNS[session.mode];
  return {
    coveredDomains: covered,
    totalDomains: INTAKE_DOMAINS.length,
    turn: session.turn,
    maxTurns: max,
    text: `${covered} of ${INTAKE_DOMAINS.length} domains · answer ${session.turn} of ~${target}`,
  };
}

function acknowledge(newlyCovered: IntakeDomain[]): string {
  if (newlyCovered.length === 0) return '';
  const labels = newlyCovered.map((id) => intakeData().byId.get(id)?.label ?? id);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  return `Got it — noted the ${list}. `;
}

/** The turn a client shows for what is now pending. */
function turnFor(session: IntakeSession, lead: string): IntakeTurn {
  const { pending, brief } = session;
  const base = {
    brief,
    progress: progressOf(session),
    answeredBy: 'offline' as const,
    status: session.status,
  };
  if (pending.kind === 'summary') {
    const message = `${lead}Here is the brief:\n${summarizeBrief(brief)
      .map((line) => `- ${line}`)
      .join('\n')}\nDoes this look right?`;
    return { ...base, message, quickReplies: SUMMARY_REPLIES, openEnded: true, isSummary: true };
  }
  if (pending.kind === 'change')
    return {
      ...base,
      message: 'What should change? Say it in your own words.',
      quickReplies: [],
      openEnded: true,
      isSummary: false,
    };
  if (pending.kind === 'open') {
    const message =
      session.turn === 0
        ? OPEN_PROMPT
        : `${lead}Go on — what else matters to you about the ${roomWord(brief)}?`;
    return { ...base, message, quickReplies: [], openEnded: true, isSummary: false };
  }
  if (pending.kind === 'follow-up') {
    const followUp = intakeData().vocabulary.followUps[pending.followUp];
    const phrase = session.followUpsWaiting.find((w) => w.followUp === pending.followUp)?.phrase ?? 'that';
    const message = `${lead}${(followUp?.question ?? '').replace('{phrase}', phrase)}`;
    return {
      ...base,
      message,
      quickReplies: followUp?.quickReplies ?? [],
      openEnded: true,
      isSummary: false,
      domain: pending.domain,
    };
  }
  const entry = intakeData().byId.get(pending.domain);
  const message = `${lead}${(entry?.question ?? '').replace('{room}', roomWord(brief))}`;
  return {
    ...base,
    message,
    quickReplies: entry?.quickReplies ?? [],
    openEnded: entry?.openEnded ?? true,
    isSummary: false,
    domain: pending.domain,
  };
}

function uncovered(session: IntakeSession, domains: readonly IntakeDomain[]): IntakeDomain[] {
  return domains.filter(
    (id) => !session.brief.domainsCovered.includes(id) && !session.askedDomains.includes(id),
  );
}

/** The next question: the mode decides the order; covered domains are skipped; follow-ups come first (full, open). */
function chooseNext(session: IntakeSession, newlyCovered: IntakeDomain[]): PendingQuestion {
  const { max } = MODE_TURNS[session.mode];
  if (session.turn >= max) return { kind: 'summary' };
  if (session.mode === 'quick') {
    const ranked = intakeData()
      .domains.filter((entry) => entry.quickRank !== undefined)
      .sort((a, b) => (a.quickRank ?? 0) - (b.quickRank ?? 0))
      .map((entry) => entry.id);
    const next = uncovered(session, ranked)[0];
    return next ? { kind: 'domain', domain: next } : { kind: 'summary' };
  }
  const waiting = session.followUpsWaiting.find((w) => !session.followUpsAsked.includes(w.followUp));
  if (waiting) {
    const followUp = intakeData().vocabulary.followUps[waiting.followUp];
    if (followUp) return { kind: 'follow-up', followUp: waiting.followUp, domain: followUp.domain };
  }
  const next = uncovered(session, INTAKE_DOMAINS)[0];
  if (!next) return { kind: 'summary' };
  // Open mode follows the user while answers bring several new things (up to three open prompts), then steers
  // to the notepad's uncovered domains.
  const openPrompts = session.turns.filter((turn) => turn.domain === undefined && !turn.isSummary).length;
  if (session.mode === 'open' && newlyCovered.length >= 2 && openPrompts < 3) return { kind: 'open' };
  return { kind: 'domain', domain: next };
}

/** Starts an interview: the first question of the mode (open mode asks for the project in the user's words). */
export function startIntake(mode: IntakeMode): IntakeSession {
  const session: IntakeSession = {
    mode,
    brief: emptyBrief(),
    turn: 0,
    status: 'interviewing',
    pending: mode === 'open' ? { kind: 'open' } : { kind: 'domain', domain: 'project' },
    askedDomains: mode === 'open' ? [] : ['project'],
    followUpsWaiting: [],
    followUpsAsked: [],
    transcript: [],
    summaryRounds: 0,
    turns: [],
  };
  return withTurn(session, turnFor(session, ''));
}

function withTurn(session: IntakeSession, turn: IntakeTurn): IntakeSession {
  return {
    ...session,
    turns: [...session.turns, turn],
    transcript: [...session.transcript, { role: 'assistant', text: turn.message }],
  };
}

function markAsked(session: IntakeSession, pending: PendingQuestion): IntakeSession {
  if (pending.kind === 'domain')
    return { ...session, askedDomains: [...session.askedDomains, pending.domain] };
  if (pending.kind === 'follow-up')
    return { ...session, followUpsAsked: [...session.followUpsAsked, pending.followUp] };
  return session;
}

/**
 * Takes the user's answer and returns the session with its next turn (`session.turns.at(-1)`): the next question,
 * the summary, or the confirmation. Pure: the same answers always give the same interview.
 */
export function answerIntake(
  previous: IntakeSession,
  answer: string,
  options: { registry?: TradeRegistry } = {},
): IntakeSession {
  if (previous.status === 'confirmed') return previous;
  let session: IntakeSession = {
    ...previous,
    transcript: [...previous.transcript, { role: 'user', text: answer }],
  };
  const text = answer.trim();
  const { pending } = session;
  if (pending.kind === 'summary' || pending.kind === 'change') {
    if (pending.kind === 'summary' && AFFIRM.test(text)) {
      session = { ...session, status: 'confirmed', brief: withInferences(session.brief) };
      return withTurn(session, {
        ...turnFor({ ...session, pending: { kind: 'summary' } }, ''),
        message: 'Thanks — the brief is confirmed. Next comes a plan of the work for you to approve.',
        quickReplies: [],
        openEnded: false,
      });
    }
    if (pending.kind === 'summary' && WANTS_CHANGE.test(text)) {
      session = { ...session, pending: { kind: 'change' } };
      return withTurn(session, turnFor(session, ''));
    }
    const reading = readAnswer(session.brief, text, undefined, options);
    session = {
      ...session,
      brief: reading.brief,
      pending: { kind: 'summary' },
      summaryRounds: session.summaryRounds + 1,
    };
    return withTurn(session, turnFor(session, text ? 'Updated. ' : ''));
  }
  const pendingDomain =
    pending.kind === 'domain' || pending.kind === 'follow-up' ? pending.domain : undefined;
  const reading = readAnswer(session.brief, text, pendingDomain, options);
  const before = new Set(session.brief.domainsCovered);
  const covered = INTAKE_DOMAINS.filter((id) => before.has(id) || reading.covered.includes(id));
  const newlyCovered = covered.filter((id) => !before.has(id));
  session = {
    ...session,
    turn: session.turn + 1,
    brief: { ...reading.brief, domainsCovered: covered },
    followUpsWaiting: [
      ...session.followUpsWaiting,
      ...reading.mentions.filter((m) => !session.followUpsWaiting.some((w) => w.followUp === m.followUp)),
    ],
  };
  const userIsDone =
    session.mode === 'open' &&
    (DONE.test(text) || (pending.kind === 'open' && reading.declined && session.turn > 1));
  const next = userIsDone ? ({ kind: 'summary' } as const) : chooseNext(session, newlyCovered);
  if (next.kind === 'summary')
    session = { ...session, status: 'summary', brief: withInferences(session.brief), summaryRounds: 1 };
  session = markAsked({ ...session, pending: next }, next);
  return withTurn(session, turnFor(session, acknowledge(newlyCovered)));
}

/** The brief when input ends: what the interview has, with the interviewer's assumptions marked inferred. */
export function finishIntake(session: IntakeSession): Brief {
  return withInferences(session.brief);
}
