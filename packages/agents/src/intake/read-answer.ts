import { findLocation, hasErrorCode, parseScope, type TradeRegistry } from '@quoin/core';
import type { Brief, BriefRoom, IntakeDomain } from '@quoin/protocol';
import { findPhrases, sentenceAround } from './find-phrases.ts';
import { intakeData } from './intake-data.ts';
import { readKeepItems, withoutKeepMentions } from './read-keep-items.ts';
import { readBudgetCents, readSizes, readTimeline } from './read-measures.ts';

/** Longer answers are read up to here: a pasted 10 KB e-mail must not stall a turn (the rest is kept as a note). */
export const MAX_READ_CHARS = 4000;

/** What one answer added to the brief. */
export interface AnswerReading {
  brief: Brief;
  /** Domains this answer said something about. */
  covered: IntakeDomain[];
  /** Follow-up topics mentioned in passing: index into the vocabulary's followUps, and the phrase said. */
  mentions: { followUp: number; phrase: string }[];
  /** "don't know", "nothing", "no preference": the pending question is answered without content. */
  declined: boolean;
}

const DECLINE =
  /^(?:no|nope|none|nothing(?: to keep| unusual| special)?|n\/?a|not sure|unsure|don'?t know|i don'?t know|idk|skip|pass|no preference|no idea|whatever|you choose|no special needs|no limits.*)[.!]?$/i;

type Category =
  | 'room'
  | 'style'
  | 'colour'
  | 'material'
  | 'lighting'
  | 'existing'
  | 'occupancy'
  | 'access'
  | 'permits'
  | 'timeline'
  | `finish:${string}`
  | `project:${string}`;

function phraseLists() {
  const { vocabulary: v } = intakeData();
  return [
    { category: 'room' as Category, phrases: v.rooms },
    { category: 'style' as Category, phrases: v.styles },
    { category: 'colour' as Category, phrases: v.colours },
    { category: 'material' as Category, phrases: v.materials },
    { category: 'lighting' as Category, phrases: v.lighting },
    { category: 'existing' as Category, phrases: v.existingConditions },
    { category: 'occupancy' as Category, phrases: v.occupancy },
    { category: 'access' as Category, phrases: v.access },
    { category: 'permits' as Category, phrases: v.permits },
    { category: 'timeline' as Category, phrases: v.timeline },
    ...Object.entries(v.finishLevels).map(([level, phrases]) => ({
      category: `finish:${level}` as Category,
      phrases,
    })),
  ];
}

function addNoted(list: { text: string; source: 'said' | 'inferred' }[], text: string): boolean {
  const clean = text.trim().slice(0, 2000);
  if (!clean || list.some((entry) => entry.text.toLowerCase() === clean.toLowerCase())) return false;
  list.push({ text: clean, source: 'said' });
  return true;
}

function roomNamed(brief: Brief, name: string): BriefRoom {
  const key = name.toLowerCase();
  const existing = brief.rooms.find((room) => room.name.toLowerCase() === key);
  if (existing) return existing;
  const room: BriefRoom = { name: key, source: 'said' };
  brief.rooms.push(room);
  return room;
}

function sentencesOf(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const match of text.matchAll(/[^.;!?\n]+/g))
    if (match[0].trim()) out.push({ text: match[0], start: match.index });
  return out;
}

/** Work the scope reader recognises in one sentence, or undefined (no work named). */
function readWork(sentence: string, registry: TradeRegistry | undefined): string[] | undefined {
  try {
    const result = parseScope(sentence, registry ? { registry } : {});
    return result.plan.groups.map((group) => group.name.split(' – ')[1] ?? '');
  } catch (error) {
    if (hasErrorCode(error, 'SCOPE_NOT_UNDERSTOOD')) return undefined;
    throw error;
  }
}

/**
 * Reads one free answer into the brief: rooms and sizes, work (through the scope reader), finish, style, colours,
 * materials, lighting, keep items, budget, timeline, site conditions and location, each marked as said.
 * An answer to the pending question that names nothing we recognise is kept in that domain's words.
 */
export function readAnswer(
  previous: Brief,
  rawText: string,
  pending: IntakeDomain | undefined,
  options: { registry?: TradeRegistry } = {},
): AnswerReading {
  const brief = structuredClone(previous);
  const covered = new Set<IntakeDomain>();
  const fullText = rawText.replace(/\s+/g, ' ').trim();
  const text = fullText.slice(0, MAX_READ_CHARS);
  if (fullText.length > MAX_READ_CHARS)
    addNoted(brief.notes, `A long answer (${fullText.length} characters) was read up to ${MAX_READ_CHARS}.`);
  if (!text) return { brief, covered: [], mentions: [], declined: true };
  if (DECLINE.test(text)) return { brief, covered: pending ? [pending] : [], mentions: [], declined: true };

  const keeps = readKeepItems(text);
  // "What do you want to keep?" — "the vanity and the mirror": the whole answer names kept things, not work.
  if (pending === 'keep' && keeps.length === 0 && !/\b(?:replace|new|install|paint|remove|add)\b/i.test(text))
    keeps.push(...keepListItems(text));
  for (const keep of keeps) {
    addNoted(brief.keepItems, keep.item);
    covered.add('keep');
  }
  const budget = readBudgetCents(text);
  if (budget) {
    brief.constraints.budgetCents = { value: budget.cents, source: 'said' };
    covered.add('budget_timeline');
  }
  // Budget figures and kept things are not work or places: blank them before the scope reader and ZIP search.
  let workText = withoutKeepMentions(text, keeps);
  if (budget)
    workText =
      workText.slice(0, budget.start) + ' '.repeat(budget.end - budget.start) + workText.slice(budget.end);

  const { location } = findLocation(workText);
  if (location) brief.location = { text: location.text, zip: location.zip, source: 'said' };

  const hits = findPhrases(workText, phraseLists());
  const { vocabulary } = intakeData();
  for (const hit of hits) {
    const around = sentenceAround(text, hit.start);
    if (hit.category === 'room') {
      roomNamed(brief, hit.phrase);
      covered.add('project');
    } else if (hit.category === 'style') {
      brief.style.style ??= { text: hit.phrase.toLowerCase(), source: 'said' };
      covered.add('style');
    } else if (hit.category === 'colour') {
      addNoted(brief.style.colours, hit.phrase.toLowerCase());
      covered.add('style');
    } else if (hit.category === 'material') {
      addNoted(brief.style.materials, hit.phrase.toLowerCase());
      covered.add('materials');
    } else if (hit.category === 'lighting') {
      addNoted(brief.style.lighting, hit.phrase.toLowerCase());
      covered.add('materials');
    } else if (hit.category === 'existing') {
      addNoted(brief.existingConditions, around);
      covered.add('existing');
    } else if (hit.category === 'occupancy' || hit.category === 'access' || hit.category === 'permits') {
      const key = hit.category;
      brief.constraints[key] = { text: around, source: 'said' };
      covered.add('site');
    } else if (hit.category === 'timeline') {
      brief.constraints.timeline = { text: around, source: 'said' };
      covered.add('budget_timeline');
    } else if (hit.category.startsWith('finish:')) {
      const level = hit.category.slice('finish:'.length) as 'budget' | 'standard' | 'premium' | 'luxury';
      brief.finishLevel = { value: level, source: 'said' };
      covered.add('finish');
    }
  }
  // "the kitchen is from 1990", "built in 1962", "a 1970s bathroom": the age of what is there is a condition.
  const age = /\b(?:built in|from|since|dates from)\s+(?:the\s+)?(?:19|20)\d\d\b|\b(?:19|20)\d0s\b/i.exec(
    workText,
  );
  if (age) {
    addNoted(brief.existingConditions, sentenceAround(text, age.index));
    covered.add('existing');
  }
  const timeline = readTimeline(workText);
  if (timeline && !brief.constraints.timeline) {
    brief.constraints.timeline = { text: timeline, source: 'said' };
    covered.add('budget_timeline');
  }

  const projectHit = findPhrases(
    workText,
    Object.entries(vocabulary.projectTypes).map(([type, phrases]) => ({ category: type, phrases })),
  )[0];
  // "water damage under the sink" answers the existing-conditions question; it does not make this a plumbing job.
  const asksProject = pending === undefined || pending === 'project' || pending === 'scope';
  if (projectHit && asksProject && brief.projectType?.source !== 'said') {
    brief.projectType = { value: projectHit.category, source: 'said' };
    covered.add('project');
  }

  for (const sentence of sentencesOf(workText)) {
    const areas = readWork(sentence.text, options.registry);
    if (!areas) continue;
    const roomHit = hits.find(
      (hit) =>
        hit.category === 'room' &&
        hit.start >= sentence.start &&
        hit.start < sentence.start + sentence.text.length,
    );
    const area =
      roomHit?.phrase.toLowerCase() ?? areas.find(Boolean) ?? brief.rooms.at(-1)?.name ?? 'project';
    const work = sentence.text
      .replace(/\s+/g, ' ')
      .replace(/[\s,]+$/, '')
      .trim();
    if (!brief.scopeOfWork.some((item) => item.work === work))
      brief.scopeOfWork.push({ area, work, source: 'said' });
    covered.add('scope');
  }

  for (const size of readSizes(workText)) {
    const before = hits.filter((hit) => hit.category === 'room' && hit.start <= size.start).at(-1);
    const after = hits.find((hit) => hit.category === 'room' && hit.start > size.start);
    const name =
      before?.phrase ?? after?.phrase ?? brief.rooms.at(-1)?.name ?? brief.projectType?.value ?? 'main area';
    const room = roomNamed(brief, name);
    if (size.lengthFt)
      Object.assign(room, { lengthFt: size.lengthFt, widthFt: size.widthFt, source: 'said' });
    if (size.areaSqFt) Object.assign(room, { areaSqFt: size.areaSqFt, source: 'said' });
    if (size.heightFt) room.heightFt = size.heightFt;
    covered.add('dimensions');
  }

  const mentions: AnswerReading['mentions'] = [];
  vocabulary.followUps.forEach((followUp, index) => {
    const hit = findPhrases(text, [{ category: 'trigger', phrases: followUp.trigger }])[0];
    if (hit) mentions.push({ followUp: index, phrase: hit.phrase.toLowerCase() });
  });

  // An answer about other things leaves the question unanswered (it is not asked again); one that names
  // nothing we recognise is the user's answer to it, kept in their words.
  if (pending && covered.size === 0) {
    keepInOwnWords(brief, pending, text);
    covered.add(pending);
  }
  return { brief, covered: [...covered], mentions, declined: false };
}

function keepListItems(text: string): { item: string; start: number; end: number }[] {
  return text
    .split(/,|\band\b/)
    .map((part) =>
      part
        .replace(/^\s*(?:the|my|our|keep|i want to keep|we want to keep)\s+/gi, '')
        .replace(/[.!]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 1)
    .map((item) => ({ item, start: 0, end: text.length }));
}

/** An answer we could not read field by field is still the user's answer to that question: keep it verbatim. */
function keepInOwnWords(brief: Brief, domain: IntakeDomain, text: string): void {
  const words = text.slice(0, 500);
  if (domain === 'existing') addNoted(brief.existingConditions, words);
  else if (domain === 'style') brief.style.style ??= { text: words, source: 'said' };
  else if (domain === 'materials') addNoted(brief.style.materials, words);
  else if (domain === 'keep') addNoted(brief.keepItems, words);
  else if (domain === 'budget_timeline') brief.constraints.timeline ??= { text: words, source: 'said' };
  else if (domain === 'site') brief.constraints.occupancy ??= { text: words, source: 'said' };
  else if (domain === 'project') brief.projectType ??= { value: words.slice(0, 80), source: 'said' };
  else addNoted(brief.notes, words);
}
