import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { loadReaderWords } from './correct-spelling.ts';
import { parseDataFile } from './parse-data-file.ts';
import { clausePattern } from './scope-phrases.ts';
import { nearestWork } from './unread-text.ts';

/**
 * When a request places no work at all, the kind of work nearest its thing is priced in its place, as a stated
 * assumption the customer confirms: a named variant of a known kind ("bamboo floors" → hardwood, data in
 * `lexicon/stand-ins.yaml`), else the nearest known work whose own thing is the clause's head noun ("the ejector
 * pump" → a pump). A verb or a modifier alone never picks work.
 */

const phrase = z.string().regex(/^[a-z]+(?: [a-z]+)*$/);
const standInsSchema = z.strictObject({
  standIns: z
    .array(
      z.strictObject({
        names: z.array(phrase).min(1),
        nouns: z.array(phrase).default([]),
        as: phrase,
      }),
    )
    .min(1),
});
type StandInEntry = z.infer<typeof standInsSchema>['standIns'][number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every name of lexicon/stand-ins.yaml with its pattern, longest first: read, sorted and compiled once. */
let variants: { name: string; entry: StandInEntry; pattern: RegExp }[] | undefined;
function loadVariants(): NonNullable<typeof variants> {
  variants ??= parseDataFile(
    standInsSchema,
    'lexicon/stand-ins.yaml',
    readBundledText('lexicon/stand-ins.yaml'),
  )
    .standIns.flatMap((entry) => entry.names.map((name) => ({ name, entry })))
    .sort((a, b) => b.name.length - a.name.length)
    .map(({ name, entry }) => {
      const nouns = entry.nouns.length > 0 ? `(?=\\s+(?:${entry.nouns.map(escapeRegExp).join('|')})\\b)` : '';
      return { name, entry, pattern: new RegExp(`\\b${escapeRegExp(name)}\\b${nouns}`, 'i') };
    });
  return variants;
}

/** A request rewritten with a known kind of work in place of what the customer named, and the doubt it carries. */
export interface StandIn {
  text: string;
  named: string;
  pricedAs: string;
}

/** A named variant of a known kind, from the data: the first (longest name) found in the text. */
function namedVariant(text: string): StandIn | undefined {
  for (const { name, entry, pattern } of loadVariants()) {
    const found = pattern.exec(text);
    if (!found) continue;
    const tail =
      entry.nouns.length > 0 ? (/^\s+[a-z]+/i.exec(text.slice(found.index + name.length))?.[0] ?? '') : '';
    return {
      text: text.slice(0, found.index) + entry.as + text.slice(found.index + name.length),
      named: `${found[0]}${tail}`.toLowerCase(),
      pricedAs: `${entry.as}${tail}`.toLowerCase(),
    };
  }
  return undefined;
}

// Where work happens is not the thing worked on: "the floors … in the living room" is not "paint living room".
const PLACES = clausePattern('standInPlaces');

const HEAD_WORD = /\b([a-z]+?)(?:s|es)?\b(?=[^a-z]*$)/;

/**
 * The nearest known work that shares a clause's head noun (the last word of its thing): "replace the ejector
 * pump" → "sump pump" when no variant names it. Only a phrase whose own last word is that noun counts.
 */
function sharedThing(text: string, registry: TradeRegistry): StandIn | undefined {
  for (const near of nearestWork(text, registry, 6)) {
    const head = HEAD_WORD.exec(near)?.[1];
    if (!head || head.length < 3 || PLACES.test(head) || loadReaderWords().actions.includes(head)) continue;
    const pattern = new RegExp(`\\b((?:[a-z]+\\s+)?${escapeRegExp(head)}(?:s|es)?)\\b`, 'i');
    const found = pattern.exec(text);
    if (!found?.[1]) continue;
    // The noun must end its clause's thing: "pump" in "the ejector pump (replaced)", not in "pump house".
    const after = text.slice(found.index + found[0].length);
    if (
      /^\s+[a-z]/i.test(after) &&
      !/^\s+(?:[a-z]+(?:ed|en|one)|in|on|at|for|of|with|and|to|from|about|approx)\b/i.test(after)
    )
      continue;
    const headAt = found.index + found[1].lastIndexOf(found[1].split(/\s+/).at(-1) ?? '');
    return {
      text: text.slice(0, headAt) + near + text.slice(found.index + found[0].length),
      named: found[1].toLowerCase(),
      pricedAs: near,
    };
  }
  return undefined;
}

/** The stand-in for a request that placed no work, or undefined when nothing shares its thing. */
export function standInWork(text: string, registry: TradeRegistry): StandIn | undefined {
  return namedVariant(text) ?? sharedThing(text, registry);
}

/** The question and doubt that go with a stand-in: the estimate rests on it until the customer confirms. */
export function standInQuestion(standIn: StandIn): string {
  return `I priced "${standIn.named}" as ${standIn.pricedAs}, the nearest work I know: is that the work and material meant?`;
}
