import { describe, expect, it } from 'vitest';
import { registerEngineTools } from './engine-tools.ts';
import { ToolRegistry } from './tool-registry.ts';

const registry = registerEngineTools(
  new ToolRegistry({ now: () => new Date('2026-03-02T10:00:00.000Z'), timer: () => 0 }),
);
const examples = registry
  .list()
  .flatMap((tool) => tool.examples.map((example) => [tool.name, example.description, example.args] as const));

describe('engine tools', () => {
  it('registers the estimating tool list of spec §5', () => {
    expect(
      registry
        .list()
        .map((tool) => tool.name)
        .sort(),
    ).toEqual([
      'build_estimate',
      'calculate_area',
      'calculate_material_quantity',
      'generate_plan',
      'get_assembly_template',
      'get_estimate_summary',
      'get_material_requirements',
      'get_reference_data',
      'lookup_labor_rate',
      'parse_scope',
      'search_price',
      'validate_before_creation',
      'validate_estimate',
    ]);
  });

  it.each(examples)('%s example "%s" runs without error', async (name, _description, args) => {
    const response = await registry.execute(name, args);
    expect(response.error).toBeNull();
    expect(['success', 'warning']).toContain(response.status);
  });

  it('docs list every tool', () => {
    const docs = registry.docs();
    for (const tool of registry.list()) expect(docs).toContain(`## ${tool.name}`);
  });

  it.each([
    ['rectangle_area', { lengthFt: 12, widthFt: 14 }, 168],
    ['wall_area', { lengthFt: 12, widthFt: 14 }, 416],
    ['perimeter', { lengthFt: 12, widthFt: 14 }, 52],
    ['concrete_cubic_yards', { lengthFt: 27, widthFt: 12, depthIn: 12, wastePercent: 0 }, 12],
    ['roofing_squares', { footprintSqFt: 1000, pitchRise: 0, wastePercent: 0 }, 10],
    ['paint_coverage', { areaSqFt: 700, coats: 2 }, 4],
    ['footing_count', { lengthFt: 16, widthFt: 8 }, 6],
  ])('calculate_area %s', async (calculationType, dimensions, value) => {
    const response = await registry.execute('calculate_area', { calculationType, dimensions });
    expect(response.data).toMatchObject({ value });
  });

  it('calculate_area names a missing dimension', async () => {
    const response = await registry.execute('calculate_area', {
      calculationType: 'wall_area',
      dimensions: { lengthFt: 12 },
    });
    expect(response.error?.issues?.[0]?.path).toBe('dimensions.widthFt');
  });

  it('validate_before_creation catches an hourly wage typed as a unit rate', async () => {
    const response = await registry.execute('validate_before_creation', {
      title: 'Hang drywall',
      uom: 'sq ft',
      rateCents: 5500,
      quantity: 400,
      groupName: 'Drywall',
    });
    expect(response.status).toBe('warning');
    expect(JSON.stringify(response.data)).toMatch(/hourly wage/);
  });

  it('build_estimate stamps the estimate with the registry clock', async () => {
    const response = await registry.execute('build_estimate', {
      plan: {
        title: 'Drywall',
        groups: [
          { name: 'Drywall', items: [{ title: 'Hang and finish drywall', quantity: 400, uom: 'sq_ft' }] },
        ],
      },
    });
    const data = response.data as { estimate: { updatedAt: string }; totals: { grandTotalCents: number } };
    expect(data.estimate.updatedAt).toBe('2026-03-02T10:00:00.000Z');
    expect(data.totals.grandTotalCents).toBeGreaterThan(0);
  });

  it("generate_plan and build_estimate read the estimating spec's plan JSON (rate 0 = engine-priced)", async () => {
    const specPlan = {
      groups: [
        {
          name: 'Drywall',
          items: [
            {
              title: 'Hang and finish drywall',
              line_item_type: 'assembly',
              quantity: 400,
              uom: 'sq_ft',
              rate: 0,
            },
            {
              title: 'Patch allowance',
              line_item_type: 'allowance',
              quantity: 1,
              uom: 'lump_sum',
              rate: 150,
            },
          ],
        },
      ],
      summary: 'Drywall',
      compiled: false,
    };
    const compiled = await registry.execute('generate_plan', specPlan);
    expect(compiled.status).not.toBe('error');
    const built = await registry.execute('build_estimate', { plan: specPlan });
    expect(built.status).not.toBe('error');
    const lines = (
      built.data as { estimate: { groups: { items: { title: string; rateCents: number }[] }[] } }
    ).estimate.groups.flatMap((group) => group.items);
    expect(lines.find((line) => line.title === 'Patch allowance')?.rateCents).toBe(15_000);
    expect(lines.find((line) => line.title === 'Hang and finish drywall')?.rateCents).toBeGreaterThan(0);
    const bad = await registry.execute('generate_plan', {
      ...specPlan,
      groups: [
        {
          name: 'G',
          items: [{ title: 'x', line_item_type: 'assembly', quantity: 1, uom: 'furlong', rate: 0 }],
        },
      ],
    });
    expect(bad.error?.message).toMatch(/groups\.0\.items\.0\.uom/);
  });

  it('an unknown trade is a validation error, not retried', async () => {
    const response = await registry.execute('lookup_labor_rate', {
      trade: 'astronaut',
      uom: 'each',
      workDescription: 'x',
    });
    expect(response.error).toMatchObject({
      category: 'validation',
      code: 'UNKNOWN_TRADE',
      isRetryable: false,
    });
  });
});
