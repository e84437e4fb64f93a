import { type AnyToolDefinition, defineTool } from '@quoin/agents';
import {
  analyzePert,
  calculateCriticalPath,
  calculateFinancialMetrics,
  constructionScheduleInputSchema,
  cpmInputSchema,
  createGanttChart,
  financialMetricsInputSchema,
  generateConstructionSchedule,
  monteCarloInputSchema,
  pertInputSchema,
  runMonteCarlo,
} from '@quoin/planning';
import { z } from 'zod';

// Planning cannot import agents (the dependency rule), so its functions become tools here, in the
// composition root, with planning's own zod schemas as their inputs.

const SMALL_NETWORK = [
  { id: 'A', name: 'Demolition', durationDays: 2 },
  { id: 'B', name: 'Rough plumbing', durationDays: 3, predecessors: ['A'] },
  { id: 'C', name: 'Rough electrical', durationDays: 2, predecessors: ['A'] },
  { id: 'D', name: 'Drywall', durationDays: 4, predecessors: ['B', 'C'] },
];

const generateConstructionScheduleTool = defineTool({
  name: 'generate_construction_schedule',
  description:
    'Estimate groups (labor hours per trade) → a construction schedule: activities sequenced by trade ' +
    '(demolition, rough-in, drywall, paint, finishes, cleanup), milestones, days = ⌈hours ÷ (crew × hours per ' +
    'day)⌉, and the critical path on the working calendar.',
  category: 'project_management',
  uiPlacement: 'dashboard',
  priority: 9,
  dependencies: ['build_estimate'],
  inputSchema: constructionScheduleInputSchema,
  examples: [
    {
      description: 'A bathroom remodel starting on a Monday',
      args: {
        startDate: '2026-12-07',
        groups: [
          { name: 'Demolition', tradeId: 'demolition', laborHours: 16 },
          { name: 'Plumbing', tradeId: 'plumbing', laborHours: 12 },
          { name: 'Tile', tradeId: 'tile', laborHours: 30 },
        ],
      },
    },
  ],
  execute: (input) => generateConstructionSchedule(input),
  warningsOf: (output) => output.warnings,
});

const calculateCriticalPathTool = defineTool({
  name: 'calculate_critical_path',
  description:
    'Critical path method: early and late dates, total and free float, the critical path; FS/SS/FF/SF links ' +
    'with lags; with a start date, calendar dates on a working calendar.',
  category: 'project_management',
  uiPlacement: 'tools',
  priority: 8,
  inputSchema: cpmInputSchema,
  examples: [
    { description: 'Four activities', args: { activities: SMALL_NETWORK } },
    {
      description: 'With dates, a holiday and a start-to-start link',
      args: {
        startDate: '2026-12-21',
        calendar: { holidays: ['2026-12-25'] },
        activities: [
          { id: 'A', durationDays: 3 },
          { id: 'B', durationDays: 2, predecessors: [{ id: 'A', type: 'SS', lagDays: 1 }] },
        ],
      },
    },
  ],
  execute: (input) => calculateCriticalPath(input),
});

const calculatePertTool = defineTool({
  name: 'calculate_pert',
  description:
    'PERT: expected durations (o + 4m + p) ÷ 6 on the network, the critical path variance, and the ' +
    'probability of finishing by a target (normal approximation; ignores merge bias, see monte_carlo_sim).',
  category: 'project_management',
  uiPlacement: 'tools',
  priority: 6,
  inputSchema: pertInputSchema,
  examples: [
    {
      description: 'Two activities in a row and a 12-day target',
      args: {
        targetDurationDays: 12,
        activities: [
          { id: 'A', optimisticDays: 2, mostLikelyDays: 4, pessimisticDays: 8 },
          { id: 'B', optimisticDays: 3, mostLikelyDays: 5, pessimisticDays: 9, predecessors: ['A'] },
        ],
      },
    },
  ],
  execute: (input) => analyzePert(input),
});

const monteCarloTool = defineTool({
  name: 'monte_carlo_sim',
  description:
    'Schedule and cost risk by Monte Carlo: three-point durations and costs (triangular or PERT-beta), the ' +
    'CPM rerun every iteration; P10/P50/P80/P90, criticality of each activity. Seeded: same seed, same answer.',
  category: 'project_management',
  uiPlacement: 'tools',
  priority: 6,
  inputSchema: monteCarloInputSchema,
  examples: [
    {
      description: 'Two parallel paths, 2,000 iterations',
      args: {
        distribution: 'triangular',
        iterations: 2000,
        seed: 7,
        activities: [
          { id: 'A', durationDays: { min: 2, mostLikely: 3, max: 6 }, costCents: 150000 },
          {
            id: 'B',
            durationDays: { min: 2, mostLikely: 3, max: 6 },
            costCents: { min: 100000, mostLikely: 120000, max: 200000 },
          },
          { id: 'C', durationDays: 1, predecessors: ['A', 'B'] },
        ],
      },
    },
  ],
  execute: (input) => runMonteCarlo(input),
});

const financialMetricsTool = defineTool({
  name: 'calculate_financial_metrics',
  description:
    'NPV, IRR, MIRR, simple and discounted payback of per-period cash flows (negative out, positive in); ' +
    'with dates, XNPV and XIRR. Each metric is a value or a reason it has none.',
  category: 'financial',
  uiPlacement: 'tools',
  priority: 7,
  inputSchema: financialMetricsInputSchema,
  examples: [
    {
      description: 'A $100k project returning $30k a year for 5 years at 8%',
      args: { cashFlows: [-100000, 30000, 30000, 30000, 30000, 30000], discountRate: 0.08 },
    },
  ],
  execute: (input) => calculateFinancialMetrics(input),
});

const createGanttChartTool = defineTool({
  name: 'create_gantt_chart',
  description:
    'Gantt chart of a schedule: runs the critical path on the activities and draws an SVG (critical path in ' +
    'red, float whiskers), with the same bars as data for other renderers.',
  category: 'project_management',
  uiPlacement: 'tools',
  priority: 7,
  dependencies: ['calculate_critical_path'],
  inputSchema: z.object({
    schedule: cpmInputSchema.describe('the calculate_critical_path arguments'),
    title: z.string().optional(),
    pixelsPerDay: z.number().positive().optional(),
    labelWidth: z.number().positive().optional(),
  }),
  examples: [
    {
      description: 'Chart of four activities',
      args: { title: 'Bathroom', schedule: { activities: SMALL_NETWORK } },
    },
  ],
  execute: (input) =>
    createGanttChart(calculateCriticalPath(input.schedule), {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.pixelsPerDay !== undefined ? { pixelsPerDay: input.pixelsPerDay } : {}),
      ...(input.labelWidth !== undefined ? { labelWidth: input.labelWidth } : {}),
    }),
});

/** The planning functions as tools, for the composition root to register beside the engine tools. */
export function planningTools(): AnyToolDefinition[] {
  return [
    generateConstructionScheduleTool,
    calculateCriticalPathTool,
    calculatePertTool,
    monteCarloTool,
    financialMetricsTool,
    createGanttChartTool,
  ];
}
