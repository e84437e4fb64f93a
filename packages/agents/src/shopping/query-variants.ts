import type { ShoppingNeed } from '@quoin/protocol';

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * 2–3 searches per need, by source (the spec): brief-anchored needs search the user's own words first; estimate
 * lines their product name, then category + material + colour; a size the room limits is searched too.
 */
export function queryVariants(need: ShoppingNeed): string[] {
  const attributes = clean([need.style, need.colour, need.material].filter(Boolean).join(' '));
  const category = need.category === 'other' ? '' : need.category;
  const variants: string[] = [];
  if (need.source === 'brief_anchored' && need.userWords) {
    variants.push(clean(`${need.userWords} ${need.userWords.includes(category) ? '' : category}`));
    variants.push(clean(`${need.name} ${attributes}`));
  } else {
    variants.push(clean(need.name));
    variants.push(clean(`${category || need.name} ${attributes}`));
  }
  if (need.roomLimitIn)
    variants.push(clean(`${category || need.name} ${attributes} under ${need.roomLimitIn} in wide`));
  return [...new Set(variants.filter(Boolean).map((variant) => variant.toLowerCase()))].slice(0, 3);
}

/** A Google Shopping search for a need no candidate matched: anyone can open it. */
export function fallbackShoppingUrl(keywords: string): string {
  return `https://www.google.com/search?${new URLSearchParams({ tbm: 'shop', q: keywords })}`;
}
