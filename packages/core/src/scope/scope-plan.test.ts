import { load as loadYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { readBundledText } from '../data/bundled-data.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import type { PlanItemDraft } from './scope-context.ts';
import { type LabeledDraft, toPlanGroups } from './scope-plan.ts';

const registry = defaultTradeRegistry();
const line = (tradeId: string, label?: string): LabeledDraft => ({
  draft: { tradeId, assemblyId: 'x', title: 'x', quantity: 1, uom: 'each' } as PlanItemDraft,
  label,
  clause: 'x',
  laborOnly: false,
});

describe('plan groups (data/lexicon/group-names.yaml)', () => {
  it('names only trades the profiles know', () => {
    const names = loadYaml(readBundledText('lexicon/group-names.yaml')) as Record<string, string>;
    for (const tradeId of Object.keys(names)) expect(registry.get(tradeId), tradeId).toBeDefined();
  });

  it('heads a group by its short name, else the profile name, and adds the room', () => {
    const groups = toPlanGroups([line('windows_doors'), line('hvac', 'Attic')], registry);
    expect(groups.map((group) => group.name)).toEqual(['Windows & Doors', 'HVAC – Attic']);
  });
});
