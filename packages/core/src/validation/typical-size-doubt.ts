import type { LineItem } from '../estimate/estimate-schema.ts';
import { dimensionOf, uomLabel } from '../units/uom.ts';

// A size written in the request: "3x5", "8 x 10", "12 by 14", "400 sq ft", "150 ft", "60 lf".
// A figure after a minus sign is not a size (the reader refuses it with a doubt of its own).
const STATED_SIZE =
  /(?<!-\s?)\b\d+(?:\.\d+)?(?:'|\s*(?:ft|feet|foot))?\s*(?:x|by|×)\s*\d+(?:\.\d+)?\b|(?<!-\s?)\b\d[\d,]*(?:\.\d+)?\s*(?:sq\.?\s*(?:ft|feet|foot)|square\s+(?:feet|foot)|sf|sqft|ft|feet|foot|lf|linear\s+(?:feet|foot)|ln\s*ft)\b/gi;

/** The sizes a request writes out, as written. */
export function statedSizes(request: string): string[] {
  return [...request.matchAll(STATED_SIZE)].map((match) => match[0].trim());
}

const SIZED_DIMENSIONS = ['area', 'length'];

/**
 * Lines sized by a typical area or length while the request writes a size no line of that kind used: the estimate
 * rests on a size the customer may have given ("about 3x5 shower" and 80 sq ft of tile assumed), so a person
 * checks it. A size some line of the same kind took ("900 sq ft of wall") leaves the others' typical sizes alone
 * (the ceilings of those rooms, not given, are an assumption, not a doubt).
 */
export function typicalSizeDoubts(request: string, items: readonly LineItem[]): string[] {
  const sizes = statedSizes(request);
  if (sizes.length === 0) return [];
  const written = sizes.map((size) => `"${size}"`).join(', ');
  const sizedFromText = new Set(
    items
      .filter((item) => item.quantitySource === 'stated' || item.quantitySource === 'derived')
      .map((item) => dimensionOf(item.uom)),
  );
  return items
    .filter(
      (item) =>
        item.type !== 'text' &&
        item.quantitySource === 'typical' &&
        SIZED_DIMENSIONS.includes(dimensionOf(item.uom)) &&
        !sizedFromText.has(dimensionOf(item.uom)),
    )
    .map(
      (item) =>
        `The request gives ${written}, but "${item.title}" uses a typical ${item.quantity.toLocaleString('en-US')} ${uomLabel(item.uom)}: what size is it?`,
    );
}
