import type { LineItem } from '../estimate/estimate-schema.ts';
import type { NamedMaterials } from './named-materials.ts';

function spaced(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** The groups (by their first phrase) a text names, longest phrase first so "luxury vinyl plank" is not "vinyl". */
export function materialsNamed(text: string, materials: NamedMaterials): Set<string> {
  let rest = spaced(text);
  const phrases = materials.groups
    .flatMap((group) => group.map((phrase) => ({ phrase, name: group[0] ?? phrase })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const named = new Set<string>();
  for (const { phrase, name } of phrases) {
    if (!rest.includes(` ${phrase} `)) continue;
    named.add(name);
    rest = rest.replaceAll(` ${phrase} `, ' | ');
  }
  return named;
}

/**
 * A material the request names that no priced line names, while a line names one the request does not ("gravel
 * driveway" priced as poured concrete, "standing seam" as exposed-fastener panels): the reader took the named
 * material for its neighbour. Clauses that remove something ("remove the old vinyl") name the old material.
 */
export function materialDoubts(
  request: string,
  items: readonly LineItem[],
  materials: NamedMaterials,
  removal: readonly string[],
): string[] {
  const kept = request
    .split(/[.;:()!?\n]+|,(?!\d)|\s-\s/)
    .filter(
      (clause) => !removal.some((word) => spaced(clause).includes(` ${word} `)) && !/\bold\b/i.test(clause),
    )
    .join(' , ');
  const asked = materialsNamed(kept, materials);
  if (asked.size === 0) return [];
  const priced = items.filter((item) => {
    if (item.type !== 'assembly' && item.type !== 'material') return false;
    const title = spaced(item.title);
    return (
      !materials.skipTitles.includes(title.trim().split(' ')[0] ?? '') &&
      !materials.skipTitleWords.some((words) => title.includes(` ${words} `))
    );
  });
  const pricedNamed = new Set(priced.flatMap((item) => [...materialsNamed(item.title, materials)]));
  const missing = [...asked].filter((name) => !pricedNamed.has(name));
  const other = priced.find((item) =>
    [...materialsNamed(item.title, materials)].some((name) => !asked.has(name)),
  );
  if (missing.length === 0 || !other) return [];
  return [
    `You named ${missing.map((name) => `"${name}"`).join(' and ')}, but no line prices it, and "${other.title}" is priced in a material you did not name: which material is meant?`,
  ];
}
