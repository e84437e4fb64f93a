import { formatCents, percentOfCents, QuoinError } from '@quoin/core';
import { diffConfigs, type FlowStep } from '@quoin/protocol';

type TransformStep = Extract<FlowStep, { kind: 'transform' }>;
export type ValueType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';

/** A function a `custom` transform step names in `config.function`; registered by the composition root. */
export type CustomTransform = (input: Record<string, unknown>, config: Record<string, unknown>) => unknown;

/** What each transformer reads and writes, for validation before a run. */
export const TRANSFORM_CONTRACTS: Record<
  TransformStep['transformer'],
  { inputs: Record<string, ValueType>; outputs: Record<string, ValueType> }
> = {
  summarize: { inputs: { value: 'unknown' }, outputs: { summary: 'string', count: 'number' } },
  diff: { inputs: { before: 'unknown', after: 'unknown' }, outputs: { changes: 'array', count: 'number' } },
  'price-adjust': {
    inputs: { amountCents: 'number' },
    outputs: { amountCents: 'number', adjustedCents: 'number', percent: 'number' },
  },
  custom: { inputs: {}, outputs: {} },
};

function summarize(value: unknown, maxChars: number): { summary: string; count: number } {
  const estimate = value as {
    title?: string;
    groups?: { items?: unknown[] }[];
    totals?: { grandTotalCents?: number };
  };
  if (estimate && typeof estimate === 'object' && Array.isArray(estimate.groups)) {
    const lines = estimate.groups.reduce((sum, group) => sum + (group.items?.length ?? 0), 0);
    const total = estimate.totals?.grandTotalCents;
    const summary = `${estimate.title ?? 'Estimate'}: ${estimate.groups.length} groups, ${lines} lines${
      total === undefined ? '' : `, total ${formatCents(total)}`
    }`;
    return { summary, count: lines };
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return {
    summary: text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text,
    count: Array.isArray(value) ? value.length : 1,
  };
}

/** Runs a transform step on its resolved input; deterministic, no model. */
export function applyTransform(
  step: TransformStep,
  input: Record<string, unknown>,
  customs: ReadonlyMap<string, CustomTransform>,
): unknown {
  switch (step.transformer) {
    case 'summarize':
      return summarize(input.value, Number(step.config.maxChars ?? 2000));
    case 'diff': {
      const changes = diffConfigs(input.before, input.after);
      return { changes, count: changes.length };
    }
    case 'price-adjust': {
      const amountCents = Number(input.amountCents);
      const percent = Number(step.config.percent ?? 0);
      if (!Number.isInteger(amountCents)) {
        throw new QuoinError('INVALID_INPUT', `Step ${step.id}: amountCents must be whole cents`, {
          stepId: step.id,
        });
      }
      return { amountCents, adjustedCents: amountCents + percentOfCents(amountCents, percent), percent };
    }
    case 'custom': {
      const name = String(step.config.function ?? '');
      const transform = customs.get(name);
      if (!transform) {
        throw new QuoinError(
          'UNKNOWN_TRANSFORM',
          `Step ${step.id}: no custom transform "${name}" is registered`,
          {
            stepId: step.id,
          },
        );
      }
      return transform(input, step.config);
    }
  }
}
