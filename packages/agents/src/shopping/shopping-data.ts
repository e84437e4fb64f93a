import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { z } from 'zod';
import { findPhrases } from '../intake/find-phrases.ts';

const categorySchema = z.strictObject({
  id: z.string().min(1),
  words: z.array(z.string().min(1)).min(1),
  fit: z.boolean().default(false),
  coloured: z.boolean().default(false),
  styled: z.boolean().default(false),
  keepable: z.boolean().default(false),
  finished: z.boolean().default(false),
});
export type ProductCategory = z.output<typeof categorySchema>;

let cached: ProductCategory[] | undefined;
let finishes: string[] = [];

/** The product categories of data/categories.yaml, validated (ids unique). */
function productCategories(): ProductCategory[] {
  if (cached) return cached;
  const raw = yaml.load(readFileSync(new URL('./data/categories.yaml', import.meta.url), 'utf8'));
  const data = z
    .strictObject({ finishes: z.array(z.string().min(1)), categories: z.array(categorySchema).min(1) })
    .parse(raw);
  const list = data.categories;
  finishes = data.finishes;
  const ids = new Set(list.map((category) => category.id));
  if (ids.size !== list.length) throw new Error('data/categories.yaml: category ids must be unique');
  cached = list;
  return cached;
}

/** The category a product name or phrase falls in (its longest, then first, category word), or undefined. */
export function categorize(text: string): ProductCategory | undefined {
  const categories = productCategories();
  const hits = findPhrases(
    text,
    categories.map((category) => ({ category: category.id, phrases: category.words })),
  );
  const best = [...hits].sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  return best ? categories.find((category) => category.id === best.category) : undefined;
}

/** The category by id. */
export function categoryById(id: string): ProductCategory | undefined {
  return productCategories().find((category) => category.id === id);
}

/** Metal finishes ("brushed nickel") that are the material of finished categories (faucets, lights, hardware). */
export function metalFinishes(): string[] {
  productCategories();
  return finishes;
}
