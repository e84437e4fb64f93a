import type { Estimate } from '@quoin/core';
import type { Brief, ShoppingNeed } from '@quoin/protocol';
import { findPhrases } from '../intake/find-phrases.ts';
import { intakeData } from '../intake/intake-data.ts';
import { categorize, metalFinishes, type ProductCategory } from './shopping-data.ts';

export interface ExtractedNeeds {
  needs: ShoppingNeed[];
  /** Things the user keeps (brief keep items): not bought. */
  skipped: ShoppingNeed[];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2)
    .map((word) => word.replace(/s$/, ''));

function phrasesIn(text: string, phrases: readonly string[]): string[] {
  return findPhrases(text, [{ category: 'x', phrases }]).map((hit) => hit.phrase.toLowerCase());
}

function roomOf(groupName: string): string | undefined {
  return groupName.split(' – ')[1]?.trim().toLowerCase();
}

function roomLimitIn(brief: Brief | undefined, room: string | undefined): number | undefined {
  const found =
    brief?.rooms.find((r) => r.name === room) ?? (brief?.rooms.length === 1 ? brief.rooms[0] : undefined);
  if (!found) return undefined;
  if (found.lengthFt && found.widthFt) return Math.min(found.lengthFt, found.widthFt) * 12;
  return found.areaSqFt ? Math.sqrt(found.areaSqFt) * 12 : undefined;
}

/** A brief phrase anchors a need when its words are in the need's name or it names the need's category. */
function anchorFor(
  brief: Brief | undefined,
  name: string,
  category: ProductCategory | undefined,
): string | undefined {
  if (!brief) return undefined;
  const nameWords = new Set(words(name));
  for (const entry of [...brief.style.materials, ...brief.style.lighting]) {
    const phraseWords = words(entry.text);
    if (phraseWords.length > 0 && phraseWords.every((word) => nameWords.has(word))) return entry.text;
    if (category && categorize(entry.text)?.id === category.id) return entry.text;
    if (category?.finished && phrasesIn(entry.text, metalFinishes()).length > 0) return entry.text;
  }
  return undefined;
}

function keptBy(
  brief: Brief | undefined,
  need: ShoppingNeed,
  category: ProductCategory | undefined,
): string | undefined {
  if (!brief) return undefined;
  const nameWords = new Set(words(need.name));
  for (const keep of brief.keepItems) {
    const keepWords = words(keep.text);
    if (keepWords.length > 0 && keepWords.every((word) => nameWords.has(word))) return keep.text;
    if (category?.keepable && categorize(keep.text)?.id === category.id) return keep.text;
  }
  return undefined;
}

/**
 * The brief's style, colour and material words that apply to a need: the brief's colour and style only to the
 * primary product of a coloured or styled category (the thinset under the tile has no style); a fixture's
 * colour is its metal finish.
 */
function attributes(
  brief: Brief | undefined,
  name: string,
  category: ProductCategory | undefined,
  primary: boolean,
) {
  const vocabulary = intakeData().vocabulary;
  const material = phrasesIn(name, metalFinishes())[0] ?? phrasesIn(name, vocabulary.materials)[0];
  const briefColour =
    primary && category?.coloured && !category.finished ? brief?.style.colours[0]?.text : undefined;
  const colour = phrasesIn(name, vocabulary.colours)[0] ?? briefColour;
  const style = primary && category?.styled ? brief?.style.style?.text : undefined;
  return { ...(material ? { material } : {}), ...(colour ? { colour } : {}), ...(style ? { style } : {}) };
}

/**
 * The things to buy: each estimate line's materials (consumables left to the contractor's truck), the brief's
 * own materials and fixtures (in the user's words), minus what the user keeps.
 */
export function extractShoppingNeeds(estimate: Estimate, brief?: Brief): ExtractedNeeds {
  const needs: ShoppingNeed[] = [];
  const skipped: ShoppingNeed[] = [];
  const add = (need: ShoppingNeed, category: ProductCategory | undefined) => {
    const kept = keptBy(brief, need, category);
    if (kept) skipped.push({ ...need, source: 'existing_kept', userWords: kept });
    else needs.push(need);
  };
  for (const group of estimate.groups)
    for (const line of group.items) {
      if (line.laborOnly) continue;
      const bought =
        line.materials.length > 0
          ? line.materials
              .filter((material) => material.role !== 'consumable' && material.packages > 0)
              .map((material) => ({
                name: material.name,
                quantity: material.packages,
                unit: material.packageUnit,
                primary: material.role === 'primary',
              }))
          : line.type === 'material' && line.quantity > 0
            ? [{ name: line.title, quantity: line.quantity, unit: line.uom, primary: true }]
            : [];
      for (const [index, item] of bought.entries()) {
        const category = categorize(item.name) ?? categorize(line.title);
        const room = roomOf(group.name);
        const anchor = anchorFor(brief, item.name, category);
        const limit = category?.fit ? roomLimitIn(brief, room) : undefined;
        add(
          {
            id: `${line.id}-${index + 1}`,
            name: item.name,
            category: category?.id ?? 'other',
            group: group.name,
            ...(line.tradeId ? { tradeId: line.tradeId } : {}),
            ...(room ? { room } : {}),
            quantity: item.quantity,
            packageUnit: item.unit,
            source: anchor ? 'brief_anchored' : 'estimate_line',
            ...(anchor ? { userWords: anchor } : {}),
            ...attributes(brief, `${item.name} ${anchor ?? ''}`, category, item.primary),
            ...(limit ? { roomLimitIn: Math.round(limit) } : {}),
            lineTitle: line.title,
          },
          category,
        );
      }
    }
  // The user's own materials and fixtures that no estimate line buys: bought as they said them.
  const anchored = new Set(needs.map((need) => need.userWords).filter(Boolean));
  const area = brief?.scopeOfWork[0]?.area ?? brief?.rooms[0]?.name ?? 'project';
  for (const entry of brief ? [...brief.style.materials, ...brief.style.lighting] : []) {
    const category = categorize(entry.text);
    if (!category || anchored.has(entry.text)) continue;
    add(
      {
        id: `brief-${needs.length + skipped.length + 1}`,
        name: entry.text,
        category: category.id,
        group: area,
        room: area,
        quantity: 1,
        packageUnit: 'each',
        source: 'brief_anchored',
        userWords: entry.text,
        ...attributes(brief, entry.text, category, true),
      },
      category,
    );
  }
  return { needs, skipped };
}
