import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import type { Draft } from './drawing-answer.ts';
import { sheetNumbersIn } from './question-terms.ts';

/** The people and firms a title block names, and how a question asks for each. */
const ROLES: { role: string; asks: RegExp; label: RegExp }[] = [
  { role: 'owner', asks: /\b(owner|client|customer|homeowner)s?\b/i, label: /\b(owner|client)\b/i },
  { role: 'architect', asks: /\barchitect/i, label: /^architect(?! ?\/ ?engineer of record$)/i },
  {
    role: 'engineer',
    asks: /\b(engineer|structural|mechanical|electrical|civil|plumbing|mep)\b/i,
    label: /\bengineer\b/i,
  },
  { role: 'contractor', asks: /\bcontractor|\bbuilder\b/i, label: /\b(contractor|builder)\b/i },
  { role: 'drawn', asks: /\b(drew|drawn|drafted|drafter|draftsman|draftsperson)\b/i, label: /^drawn\b/i },
  { role: 'checked', asks: /\b(checked|checker|reviewed)\b/i, label: /^(checked|reviewed)\b/i },
  { role: 'designer', asks: /\bdesign(ed|er)\b/i, label: /^design(ed|er)\b/i },
];
const ASKS_CONTACT = /\b(phone|telephone|tel|contact|address|email|e-mail|office)\b/i;
const PHONE = /\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/;
// A person's or couple's name as a title block prints it: "David/Susan Schultz", "Jane & John Doe".
const PERSON = /^([A-Z][a-z]+(?:\s*[/&]\s*[A-Z][a-z]+)*(?:\s+[A-Z][a-z]+){1,2})(?=\s|$)/;
const DRAWING_WORDS =
  /\b(plan|plans|section|sections|elevation|elevations|floor|schedule|detail|details|roof|perspectives?|foundation|sheet|date|scale|description|looking|revision|project|drawing|title|entry|patio|kitchen|room|north|south|east|west)\b/i;

/** Whether a question asks who someone is (or how to reach them): answered only from title-block parties. */
export function asksForParty(question: string): boolean {
  if (!ROLES.some((r) => r.asks.test(question))) return false;
  return /\bwho\b|\bname of\b|\b(firm|company)\b/i.test(question) || ASKS_CONTACT.test(question);
}

/** Lines printed on most sheets of a set (title block furniture) and the title blocks' own lines. */
function sheetFurniture(index: DrawingIndex): Evidence[] {
  const sheetsPerSet = new Map<string, number>();
  for (const { set } of index.sheets()) sheetsPerSet.set(set.id, (sheetsPerSet.get(set.id) ?? 0) + 1);
  const seen = new Map<string, Set<string>>();
  for (const unit of index.evidence) {
    if (unit.kind !== 'snippet') continue;
    const key = `${unit.set.id}|${unit.quote}`;
    const sheets = seen.get(key) ?? new Set<string>();
    sheets.add(unit.sheet.number);
    seen.set(key, sheets);
  }
  return index.evidence.filter((unit) => {
    if (unit.kind !== 'snippet') return false;
    if (unit.region.kind === 'title_block') return true;
    const count = seen.get(`${unit.set.id}|${unit.quote}`)?.size ?? 0;
    return count >= 2 && count >= (sheetsPerSet.get(unit.set.id) ?? 1) / 2;
  });
}

/**
 * "Who is the architect?", "Who drew these?", "Who is the owner?", "What is the architect's phone number?":
 * a title-block field or a labelled title-block line for that role; for an owner, the person's name the title
 * blocks repeat; for a way to reach someone, the office line with a phone number. Never a note that merely
 * mentions the role ("NOTIFY ARCHITECT OF ANY DISCREPANCIES").
 */
export function answerParty(question: string, index: DrawingIndex): Draft | undefined {
  const role = ROLES.find((r) => r.asks.test(question));
  if (!role) return undefined;
  const asked = question.match(role.asks)?.[0] ?? '';
  const covers = [
    role.role,
    asked,
    'who',
    'name',
    'drawings',
    'project',
    'house',
    'building',
    'sheet',
    'firm',
  ];
  const [number] = sheetNumbersIn(question, index);
  const field = index.evidence.find(
    (e) =>
      e.kind === 'field' &&
      e.field &&
      role.label.test(e.field.label) &&
      (!number || e.sheet.number.toUpperCase() === number),
  );
  if (field?.field) {
    return {
      answer: `${field.field.value} (${field.field.label}, title block of sheet ${field.sheet.number}).`,
      evidence: [field],
      covers: [...covers, field.field.label],
      confidence: 0.9,
    };
  }
  const furniture = sheetFurniture(index);
  for (const unit of furniture) {
    const match = unit.quote.match(/^([A-Za-z /&]{3,40}?)\s*[:–-]\s+(\S.{1,80})$/);
    if (match?.[1] && match[2] && role.label.test(match[1].trim())) {
      return {
        answer: `${match[2].trim()} (${match[1].trim()}, sheet ${unit.sheet.number}).`,
        evidence: [unit],
        covers: [...covers, match[1]],
        confidence: 0.85,
      };
    }
  }
  if (role.role === 'owner') {
    for (const unit of furniture) {
      const name = unit.quote.match(PERSON)?.[1];
      if (!name || DRAWING_WORDS.test(name) || name === unit.sheet.title) continue;
      return {
        answer: `${name} — the name the title blocks carry (as owner/client), sheet ${unit.sheet.number}.`,
        evidence: [unit],
        covers: [...covers, 'owner', 'client', 'customer', 'homeowner'],
        confidence: 0.7,
      };
    }
  }
  if (ASKS_CONTACT.test(question) && (role.role === 'architect' || role.role === 'designer')) {
    const office = furniture.find((unit) => PHONE.test(unit.quote));
    if (office) {
      return {
        answer: `${office.quote} — the office line printed in the title blocks (sheet ${office.sheet.number}); the drawings do not print the firm's name as text.`,
        evidence: [office],
        covers: [...covers, 'phone', 'telephone', 'number', 'contact', 'address', 'office'],
        confidence: 0.6,
      };
    }
  }
  return undefined;
}
