import { describe, expect, it } from 'vitest';
import { readSpecPlan } from './spec-plan.ts';
import { assertValidPlan, validatePlan } from './validate-plan.ts';

// A plan written in the estimating spec's format (spec §13): snake_case keys, dollars, rate 0 = engine-priced.
const SPEC_PLAN = {
  groups: [
    {
      name: 'Demolition',
      items: [
        {
          title: 'Demo existing deck',
          line_item_type: 'assembly',
          quantity: 1,
          uom: 'lump_sum',
          rate: 0,
          description: 'Remove old deck structure',
          search_query: '',
        },
      ],
    },
    {
      name: 'Deck',
      trade_id: 'carpentry',
      items: [
        {
          title: 'Composite deck boards',
          line_item_type: 'material',
          quantity: 320,
          uom: 'sq_ft',
          rate: 12.345,
          search_query: 'composite decking board 16 ft',
          labor_markup: 20,
          material_markup: 15,
        },
        { title: 'Concrete footings', line_item_type: 'assembly', quantity: 2, uom: 'cubic_yards', rate: 0 },
        { title: 'Haul away', line_item_type: 'assembly', quantity: 1, uom: 'yard', rate: 0 },
      ],
    },
  ],
  summary: 'Complete deck replacement estimate',
  compiled: false,
};

describe('the estimating spec plan format', () => {
  it('loads with rate 0 left to the engine, rates in dollars to cents and spec units read', () => {
    const plan = assertValidPlan(SPEC_PLAN);
    const [demo, boards, footings, haul] = plan.groups.flatMap((group) => group.items);
    expect(demo).toMatchObject({ title: 'Demo existing deck', type: 'assembly', uom: 'lump_sum' });
    expect(demo?.rateCents).toBeUndefined();
    expect(demo?.searchQuery).toBeUndefined();
    expect(boards).toMatchObject({
      type: 'material',
      rateCents: 1235,
      searchQuery: 'composite decking board 16 ft',
    });
    expect(footings?.uom).toBe('cubic_yd');
    expect(haul?.uom).toBe('cubic_yd');
    expect(plan.groups[1]?.tradeId).toBe('carpentry');
    expect(plan.summary).toBe('Complete deck replacement estimate');
    expect(plan.doubts).toEqual(['"Haul away": unit "yard" read as cubic yards']);
    expect(plan.assumptions).toEqual([
      '"Composite deck boards": labor_markup 20 not applied; markups are the estimate\'s settings',
      '"Composite deck boards": material_markup 15 not applied; markups are the estimate\'s settings',
    ]);
  });

  it.each([
    [{ title: 'x', line_item_type: 'widget', quantity: 1, uom: 'each', rate: 0 }, /items\.0\.type/],
    [{ title: 'x', line_item_type: 'assembly', quantity: 1, uom: 'furlong', rate: 0 }, /items\.0\.uom/],
    [{ title: 'x', line_item_type: 'assembly', quantity: 1, uom: 'each', rate: -5 }, /items\.0\.rateCents/],
    [{ title: 'x', line_item_type: 'assembly', quantity: 1, uom: 'each', rate: 0, price: 3 }, /price/],
  ])('names what is wrong in a spec item: %j', (item, message) => {
    expect(() => assertValidPlan({ groups: [{ name: 'G', items: [item] }], compiled: false })).toThrow(
      message,
    );
  });

  it('leaves a plan in Quoin’s own format alone', () => {
    const plan = {
      groups: [{ name: 'Paint', items: [{ title: 'Paint walls', quantity: 10, uom: 'sq_ft' }] }],
    };
    expect(readSpecPlan(plan)).toBe(plan);
    expect(validatePlan(plan).ok).toBe(true);
  });
});
