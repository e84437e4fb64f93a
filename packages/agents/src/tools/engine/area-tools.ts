import { pitchFactor } from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';

const feet = z.number().positive();
const round = (value: number, places = 2) => Number(value.toFixed(places));

interface AreaResult {
  value: number;
  unit: string;
  formula: string;
}

/**
 * One row per calculation: its dimensions (named with units) and the arithmetic. Factors are trade rules of
 * thumb kept visible in the formula: 100 sq ft per roofing square, 27 cu ft per cubic yard.
 */
const CALCULATIONS = {
  rectangle_area: {
    dimensions: z.object({ lengthFt: feet, widthFt: feet }),
    run: (d: { lengthFt: number; widthFt: number }): AreaResult => ({
      value: round(d.lengthFt * d.widthFt),
      unit: 'sq ft',
      formula: `${d.lengthFt} ft × ${d.widthFt} ft`,
    }),
  },
  triangle_area: {
    dimensions: z.object({ baseFt: feet, heightFt: feet }),
    run: (d: { baseFt: number; heightFt: number }): AreaResult => ({
      value: round((d.baseFt * d.heightFt) / 2),
      unit: 'sq ft',
      formula: `${d.baseFt} ft × ${d.heightFt} ft ÷ 2`,
    }),
  },
  circle_area: {
    dimensions: z.object({ diameterFt: feet }),
    run: (d: { diameterFt: number }): AreaResult => ({
      value: round(Math.PI * (d.diameterFt / 2) ** 2),
      unit: 'sq ft',
      formula: `π × (${d.diameterFt} ft ÷ 2)²`,
    }),
  },
  perimeter: {
    dimensions: z.object({ lengthFt: feet, widthFt: feet }),
    run: (d: { lengthFt: number; widthFt: number }): AreaResult => ({
      value: round(2 * (d.lengthFt + d.widthFt)),
      unit: 'lf',
      formula: `2 × (${d.lengthFt} ft + ${d.widthFt} ft)`,
    }),
  },
  wall_area: {
    dimensions: z.object({
      lengthFt: feet,
      widthFt: feet,
      heightFt: feet.default(8),
      openingsSqFt: z.number().min(0).default(0),
    }),
    run: (d: { lengthFt: number; widthFt: number; heightFt: number; openingsSqFt: number }): AreaResult => ({
      value: round(Math.max(0, 2 * (d.lengthFt + d.widthFt) * d.heightFt - d.openingsSqFt)),
      unit: 'sq ft',
      formula: `2 × (${d.lengthFt} + ${d.widthFt}) ft × ${d.heightFt} ft − ${d.openingsSqFt} sq ft openings`,
    }),
  },
  volume: {
    dimensions: z.object({ lengthFt: feet, widthFt: feet, heightFt: feet }),
    run: (d: { lengthFt: number; widthFt: number; heightFt: number }): AreaResult => ({
      value: round(d.lengthFt * d.widthFt * d.heightFt),
      unit: 'cu ft',
      formula: `${d.lengthFt} × ${d.widthFt} × ${d.heightFt} ft`,
    }),
  },
  concrete_cubic_yards: {
    dimensions: z.object({
      lengthFt: feet,
      widthFt: feet,
      depthIn: z.number().positive(),
      wastePercent: z.number().min(0).max(100).default(10),
    }),
    run: (d: { lengthFt: number; widthFt: number; depthIn: number; wastePercent: number }): AreaResult => ({
      value: round(((d.lengthFt * d.widthFt * (d.depthIn / 12)) / 27) * (1 + d.wastePercent / 100)),
      unit: 'cu yd',
      formula: `${d.lengthFt} × ${d.widthFt} ft × ${d.depthIn} in ÷ 12 ÷ 27 cu ft/cu yd × ${1 + d.wastePercent / 100}`,
    }),
  },
  roofing_squares: {
    dimensions: z.object({
      footprintSqFt: z.number().positive(),
      pitchRise: z.number().min(0).max(24).default(6),
      wastePercent: z.number().min(0).max(100).default(10),
    }),
    run: (d: { footprintSqFt: number; pitchRise: number; wastePercent: number }): AreaResult => {
      const factor = pitchFactor(d.pitchRise);
      return {
        value: round(((d.footprintSqFt * factor) / 100) * (1 + d.wastePercent / 100)),
        unit: 'squares',
        formula: `${d.footprintSqFt} sq ft × ${round(factor, 3)} (pitch ${d.pitchRise}/12) ÷ 100 sq ft/square × ${1 + d.wastePercent / 100}`,
      };
    },
  },
  paint_coverage: {
    dimensions: z.object({
      areaSqFt: z.number().positive(),
      coats: z.number().int().min(1).default(2),
      coverageSqFtPerGallon: z.number().positive().default(350),
    }),
    run: (d: { areaSqFt: number; coats: number; coverageSqFtPerGallon: number }): AreaResult => ({
      value: Math.ceil((d.areaSqFt * d.coats) / d.coverageSqFtPerGallon - 1e-9),
      unit: 'gal',
      formula: `ceil(${d.areaSqFt} sq ft × ${d.coats} coats ÷ ${d.coverageSqFtPerGallon} sq ft/gal)`,
    }),
  },
  flooring_with_waste: {
    dimensions: z.object({
      areaSqFt: z.number().positive(),
      wastePercent: z.number().min(0).max(100).default(10),
    }),
    run: (d: { areaSqFt: number; wastePercent: number }): AreaResult => ({
      value: round(d.areaSqFt * (1 + d.wastePercent / 100)),
      unit: 'sq ft',
      formula: `${d.areaSqFt} sq ft × ${1 + d.wastePercent / 100}`,
    }),
  },
  board_count: {
    dimensions: z.object({
      areaSqFt: z.number().positive(),
      boardWidthIn: z.number().positive(),
      boardLengthFt: feet,
      gapIn: z.number().min(0).default(0.125),
      wastePercent: z.number().min(0).max(100).default(10),
    }),
    run: (d: {
      areaSqFt: number;
      boardWidthIn: number;
      boardLengthFt: number;
      gapIn: number;
      wastePercent: number;
    }): AreaResult => {
      const boardSqFt = ((d.boardWidthIn + d.gapIn) / 12) * d.boardLengthFt;
      return {
        value: Math.ceil((d.areaSqFt * (1 + d.wastePercent / 100)) / boardSqFt - 1e-9),
        unit: 'boards',
        formula: `ceil(${d.areaSqFt} sq ft × ${1 + d.wastePercent / 100} ÷ ((${d.boardWidthIn} + ${d.gapIn}) in ÷ 12 × ${d.boardLengthFt} ft))`,
      };
    },
  },
  railing_linear_ft: {
    dimensions: z.object({
      sidesFt: z.array(z.number().min(0)).min(1),
      openingsFt: z.number().min(0).default(0),
    }),
    run: (d: { sidesFt: number[]; openingsFt: number }): AreaResult => ({
      value: round(Math.max(0, d.sidesFt.reduce((sum, side) => sum + side, 0) - d.openingsFt)),
      unit: 'lf',
      formula: `${d.sidesFt.join(' + ')} ft − ${d.openingsFt} ft openings`,
    }),
  },
  footing_count: {
    dimensions: z.object({ lengthFt: feet, widthFt: feet, maxSpacingFt: feet.default(8) }),
    run: (d: { lengthFt: number; widthFt: number; maxSpacingFt: number }): AreaResult => {
      const along = Math.ceil(d.lengthFt / d.maxSpacingFt - 1e-9) + 1;
      const across = Math.ceil(d.widthFt / d.maxSpacingFt - 1e-9) + 1;
      return {
        value: along * across,
        unit: 'each',
        formula: `(ceil(${d.lengthFt} ÷ ${d.maxSpacingFt}) + 1) × (ceil(${d.widthFt} ÷ ${d.maxSpacingFt}) + 1)`,
      };
    },
  },
} as const;

type CalculationType = keyof typeof CALCULATIONS;
export const CALCULATION_TYPES = Object.keys(CALCULATIONS) as CalculationType[];

const areaInput = z.discriminatedUnion(
  'calculationType',
  CALCULATION_TYPES.map((type) =>
    z.object({ calculationType: z.literal(type), dimensions: CALCULATIONS[type].dimensions }),
  ) as unknown as [z.ZodObject<{ calculationType: z.ZodLiteral<CalculationType>; dimensions: z.ZodType }>],
);

/** `calculate_area`: takeoff arithmetic with the formula shown. */
export function calculateAreaTool() {
  return defineTool({
    name: 'calculate_area',
    description:
      `Takeoff arithmetic with the formula shown. calculationType: ${CALCULATION_TYPES.join(', ')}; ` +
      'dimensions named with their units (lengthFt, depthIn, areaSqFt, pitchRise per 12 …).',
    category: 'quantities',
    uiPlacement: 'tools',
    priority: 7,
    inputSchema: areaInput,
    examples: [
      {
        description: 'Room floor',
        args: { calculationType: 'rectangle_area', dimensions: { lengthFt: 12, widthFt: 14 } },
      },
      {
        description: 'Walls of a 12×14 room, 9 ft ceiling, one door',
        args: {
          calculationType: 'wall_area',
          dimensions: { lengthFt: 12, widthFt: 14, heightFt: 9, openingsSqFt: 21 },
        },
      },
      {
        description: 'Roof of a 1,500 sq ft footprint at 8/12',
        args: { calculationType: 'roofing_squares', dimensions: { footprintSqFt: 1500, pitchRise: 8 } },
      },
      {
        description: 'A 4 in slab 20×24 ft',
        args: {
          calculationType: 'concrete_cubic_yards',
          dimensions: { lengthFt: 20, widthFt: 24, depthIn: 4 },
        },
      },
      {
        description: 'Deck boards',
        args: {
          calculationType: 'board_count',
          dimensions: { areaSqFt: 192, boardWidthIn: 5.5, boardLengthFt: 16 },
        },
      },
    ],
    execute(input) {
      const calculation = CALCULATIONS[input.calculationType] as { run: (d: unknown) => AreaResult };
      return { calculationType: input.calculationType, ...calculation.run(input.dimensions) };
    },
  });
}
