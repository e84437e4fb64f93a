import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { replaceNumberWords } from '../scope/number-words.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { UOM_INFO } from '../units/uom.ts';
import { addRequiredPermits } from './add-permits.ts';
import { EDIT_KINDS, type EditKind, type EditPhrases, editPhrases } from './edit-phrases.ts';
import type { RoomSize } from './resize-room.ts';
import { roomLines, roomTypeOf } from './room-lines.ts';

/** A change asked of lines the estimate already has. */
export type EditRequest =
  | { kind: 'setQuantity'; target: string; count: number; itemIds: string[] }
  | { kind: 'remove'; target: string; itemIds: string[] }
  | { kind: 'addPermit'; target: string; itemIds: string[] }
  | { kind: 'replace'; target: string; replacement: string; itemIds: string[] }
  | { kind: 'resizeRoom'; target: string; roomTypeId: string; size: RoomSize; itemIds: string[] };

/**
 * What a follow-up message is: an edit of named lines; an edit whose words name no line here (said back to
 * the user, never priced as new work); several lines a count could go to; or no edit at all (new work).
 */
export type EditReading =
  | { status: 'edit'; request: EditRequest }
  | { status: 'no_target'; kind: EditKind; target: string }
  | { status: 'ambiguous'; kind: EditKind; target: string; titles: string[] }
  | { status: 'not_an_edit' };

const STOP_WORDS = new Set([
  'the',
  'my',
  'a',
  'an',
  'all',
  'of',
  'and',
  'line',
  'lines',
  'please',
  'new',
  'our',
]);

/** "windows" → "window", "outlets" → "outlet", "batteries" → "battery", "boxes" → "box"; short words stay. */
function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map(singular);
}

interface Located {
  item: LineItem;
  groupName: string;
}

function allItems(estimate: Estimate): Located[] {
  return estimate.groups.flatMap((group) => group.items.map((item) => ({ item, groupName: group.name })));
}

/**
 * The lines a few words name: every word in the line's title or its group's name ("the permit", "ceiling
 * paint"), or the assembly the words mean by the trade vocabulary ("lvp" is the vinyl plank line).
 */
export function findTargetLines(estimate: Estimate, target: string, registry: TradeRegistry): LineItem[] {
  const wanted = wordsOf(target);
  if (wanted.length === 0) return [];
  const byWords = allItems(estimate).filter(({ item, groupName }) => {
    const have = new Set([
      ...wordsOf(item.title),
      ...wordsOf(groupName),
      ...(item.type === 'permit' ? ['permit'] : []),
    ]);
    return wanted.every((word) => have.has(word));
  });
  if (byWords.length > 0) return byWords.map(({ item }) => item);
  const assemblyId = registry.findAssembly(target)?.assembly.id;
  if (!assemblyId) return [];
  return allItems(estimate)
    .filter(({ item }) => item.labor?.assemblyId === assemblyId)
    .map(({ item }) => item);
}

function isCounted(item: LineItem): boolean {
  return UOM_INFO[item.uom].dimension === 'count';
}

function matchKind(
  message: string,
  patterns: EditPhrases,
): { kind: EditKind; groups: Record<string, string> } | undefined {
  for (const kind of EDIT_KINDS) {
    for (const pattern of patterns[kind]) {
      // A kind may need no group ("add a permit"): a match without groups is still a match.
      const match = pattern.exec(message);
      if (match) return { kind, groups: { ...match.groups } };
    }
  }
  return undefined;
}

/**
 * Reads a follow-up message against the estimate it follows. Only an estimate with lines can be edited; the
 * phrases are data (data/edit-requests.yaml).
 * @example readEditRequest('make it 5 windows', estimate, registry) // { status: 'edit', request: { kind: 'setQuantity', … } }
 */
export function readEditRequest(
  message: string,
  estimate: Estimate,
  registry: TradeRegistry,
  patterns: EditPhrases = editPhrases(),
): EditReading {
  if (!estimate.groups.some((group) => group.items.length > 0)) return { status: 'not_an_edit' };
  const normalized = replaceNumberWords(message.trim().toLowerCase().replace(/\s+/g, ' ')).text;
  const matched = matchKind(normalized, patterns);
  if (!matched) return { status: 'not_an_edit' };
  const { kind, groups } = matched;
  const target = (groups.target ?? '').trim();
  if (kind === 'resizeRoom') return readRoomSize(target, groups, estimate);
  if (kind === 'addPermit') {
    // Only the permits the trade rules give this work: none when one is there or the work needs none.
    return addRequiredPermits(estimate, registry).added.length > 0
      ? { status: 'edit', request: { kind, target: 'permit', itemIds: [] } }
      : { status: 'no_target', kind, target: 'permit' };
  }
  let lines = findTargetLines(estimate, target, registry);
  if (kind === 'setQuantity') lines = lines.filter(isCounted);
  if (lines.length === 0) {
    // "use tile instead of carpet" with no carpet here is new work, not a failed edit.
    return kind === 'replace' ? { status: 'not_an_edit' } : { status: 'no_target', kind, target };
  }
  const itemIds = lines.map((line) => line.id);
  if (kind === 'setQuantity') {
    if (lines.length > 1)
      return { status: 'ambiguous', kind, target, titles: lines.map((line) => line.title) };
    return { status: 'edit', request: { kind, target, count: Number(groups.count), itemIds } };
  }
  if (kind === 'replace') {
    return {
      status: 'edit',
      request: { kind, target, replacement: (groups.replacement ?? '').trim(), itemIds },
    };
  }
  return { status: 'edit', request: { kind, target, itemIds } };
}

/** "the living room is 14x18": the lines of the living room's groups; words that name no room are new work. */
function readRoomSize(target: string, groups: Record<string, string>, estimate: Estimate): EditReading {
  const room = roomTypeOf(target);
  if (!room) return { status: 'not_an_edit' };
  const lines = roomLines(estimate, room);
  if (lines.length === 0) return { status: 'no_target', kind: 'resizeRoom', target };
  const size: RoomSize = { lengthFt: Number(groups.length), widthFt: Number(groups.width) };
  if (groups.ceiling !== undefined) size.ceilingFt = Number(groups.ceiling);
  return {
    status: 'edit',
    request: { kind: 'resizeRoom', target, roomTypeId: room.id, size, itemIds: lines.map((line) => line.id) },
  };
}

const KIND_VERBS: Record<EditKind, string> = {
  resizeRoom: 'resize',
  setQuantity: 'change',
  remove: 'remove',
  addPermit: 'add',
  replace: 'replace',
};

/** What to tell the user when a follow-up asked for an edit that could not be made as said. */
export function explainUnappliedEdit(
  reading: Extract<EditReading, { status: 'no_target' | 'ambiguous' }>,
  estimate: Estimate,
): string {
  if (reading.status === 'ambiguous') {
    return `Several lines could be "${reading.target}": ${reading.titles.join('; ')}. Name the one to ${KIND_VERBS[reading.kind]}, in its own words.`;
  }
  const lines = allItems(estimate).map(({ item }) => item.title);
  if (reading.kind === 'addPermit') {
    const has = lines.length > 0 && allItems(estimate).some(({ item }) => item.type === 'permit');
    return has
      ? 'This estimate already has its permits, so nothing was added.'
      : 'None of this work needs a permit under the trade rules, so nothing was added; add a permit line by hand if your jurisdiction asks for one.';
  }
  const what = reading.kind === 'resizeRoom' ? `the ${reading.target}` : `"${reading.target}"`;
  return `This estimate has no line for ${what}, so nothing was ${reading.kind === 'remove' ? 'removed' : 'changed'}. Its lines: ${lines.join('; ')}.`;
}
