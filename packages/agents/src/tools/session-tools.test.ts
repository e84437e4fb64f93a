import { describe, expect, it } from 'vitest';
import { EXAMPLE_ESTIMATE } from './engine/example-estimate.ts';
import { sessionTools } from './session-tools.ts';
import { ToolRegistry } from './tool-registry.ts';

const registry = new ToolRegistry({
  now: () => new Date('2026-11-25T10:00:00.000Z'),
  timer: () => 0,
}).register(...sessionTools());
const examples = registry
  .list()
  .flatMap((tool) => tool.examples.map((example) => [tool.name, example.description, example.args] as const));

type Edited = {
  estimate: {
    groups: {
      id: string;
      name: string;
      items: {
        id: string;
        quantity: number;
        rateCents: number;
        userEdited: boolean;
        pricingState: string;
        materials: { id: string; priceCents: number; provenance: { sourceKind: string } }[];
      }[];
    }[];
    questions: string[];
    exclusions: string[];
  };
  totals: { grandTotalCents: number };
};

describe('session tools', () => {
  it.each(examples)('%s example "%s" runs without error', async (name, _description, args) => {
    const response = await registry.execute(name, args);
    expect(response.error).toBeNull();
    expect(['success', 'warning']).toContain(response.status);
  });

  it('add_group then add_line_item: new ids, totals from the engine', async () => {
    const grouped = (await registry.execute('add_group', { estimate: EXAMPLE_ESTIMATE, name: 'Drywall' }))
      .data as Edited & { groupId: string };
    expect(grouped.groupId).toBe('g2');
    const lined = (
      await registry.execute('add_line_item', {
        estimate: grouped.estimate,
        group: 'Drywall',
        title: 'Hang and finish drywall',
        quantity: 100,
        uom: 'sq ft',
        rateCents: 250,
      })
    ).data as Edited & { itemId: string };
    expect(lined.itemId).toBe('i3');
    // 416 × $1.10 = $457.60 and 100 × $2.50 = $250.00, each with the 20% labor markup: $549.12 + $300.00.
    expect(lined.totals.grandTotalCents).toBe(84_912);
  });

  it('update_line_item: a typed rate is the user’s; the caller’s estimate is left alone', async () => {
    const response = await registry.execute('update_line_item', {
      estimate: EXAMPLE_ESTIMATE,
      itemId: 'i2',
      changes: { rateCents: 4500 },
    });
    const item = (response.data as Edited).estimate.groups[0]?.items[1];
    expect(item).toMatchObject({ rateCents: 4500, pricingState: 'user', userEdited: true });
    expect(EXAMPLE_ESTIMATE.groups?.[0]?.items?.[1]?.rateCents).toBe(0);
  });

  it.each([
    ['update_line_item', { itemId: 'i9', changes: { quantity: 2 } }, /No line item "i9"/],
    ['remove_group', { group: 'Roofing' }, /No group "Roofing"; the estimate has g1 \(Painting\)/],
    ['update_line_item', { itemId: 'i1', changes: {} }, /at least one change/],
  ])('%s %j is refused', async (name, args, message) => {
    const response = await registry.execute(name, { estimate: EXAMPLE_ESTIMATE, ...args });
    expect(response.status).toBe('error');
    expect(response.error?.message).toMatch(message);
  });

  it('add_material passes the validation gate: buying the scope quantity in gallons is refused', async () => {
    const response = await registry.execute('add_material', {
      estimate: EXAMPLE_ESTIMATE,
      itemId: 'i1',
      name: 'Interior paint, 1 gal',
      priceCents: 4298,
      packages: 416,
      packageUnit: 'gallon',
      coveragePerPackage: { value: 350, uom: 'sq_ft' },
    });
    expect(response.error).toMatchObject({ category: 'validation', code: 'INVALID_INPUT' });
    expect(response.error?.message).toContain('validation gate refuses');
  });

  it('update_material: a typed price becomes the user’s', async () => {
    const [example] = registry.get('update_material')?.examples ?? [];
    const response = await registry.execute('update_material', example?.args);
    const material = (response.data as Edited).estimate.groups[0]?.items[0]?.materials[0];
    expect(material).toMatchObject({ priceCents: 3998, provenance: { sourceKind: 'user' } });
  });

  it('update_suggestions adds and removes without duplicates', async () => {
    const response = await registry.execute('update_suggestions', {
      estimate: { ...EXAMPLE_ESTIMATE, exclusions: ['Ceilings'] },
      exclusions: { add: ['ceilings', 'Trim'], remove: [] },
      questions: { add: ['Color?'] },
    });
    expect((response.data as Edited).estimate).toMatchObject({
      exclusions: ['Ceilings', 'Trim'],
      questions: ['Color?'],
    });
  });

  it('get_estimate_template lists the templates and gives one as a plan', async () => {
    const list = (await registry.execute('get_estimate_template', {})).data as {
      templates: { id: string }[];
    };
    expect(list.templates.map((t) => t.id)).toContain('bathroom-remodel');
    const deck = (await registry.execute('get_estimate_template', { templateId: 'deck', zip: '80202' }))
      .data as { plan: { zip: string; groups: unknown[] } };
    expect(deck.plan.zip).toBe('80202');
    expect(deck.plan.groups.length).toBeGreaterThan(0);
  });

  it('get_product_info reads the sizes from the catalog title', async () => {
    const response = await registry.execute('get_product_info', { query: '1/2 in drywall 4x8', limit: 1 });
    const [product] = (
      response.data as { products: { name: string; title: { coverage?: { value: number } } }[] }
    ).products;
    expect(product?.name).toMatch(/drywall|gypsum/i);
    expect(product?.title.coverage?.value).toBe(32);
  });
});
