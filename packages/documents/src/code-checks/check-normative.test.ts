import { estimateSchema } from '@quoin/core';
import { sampleEstimate } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { checkNormative } from './check-normative.ts';
import { loadResidentialRules } from './code-rules.ts';

function finding(result: ReturnType<typeof checkNormative>, ruleId: string) {
  return result.findings.find((candidate) => candidate.ruleId === ruleId);
}

describe('residential rule set', () => {
  it('loads with an edition for every rule', () => {
    const rules = loadResidentialRules();
    expect(rules.rules.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(rules.codes)).toEqual(['IRC 2021', 'NEC 2023']);
  });
});

describe('checkNormative: measurements', () => {
  it.each([
    [
      'egress-net-clear-opening',
      'egressWindow.netClearOpeningSqFt',
      5.0,
      5.7,
      'critical',
      'IRC 2021 R310.2.1',
    ],
    ['egress-opening-height', 'egressWindow.clearHeightIn', 22, 24, 'critical', 'IRC 2021 R310.2.1'],
    ['egress-opening-width', 'egressWindow.clearWidthIn', 19.5, 20, 'critical', 'IRC 2021 R310.2.1'],
    ['egress-sill-height', 'egressWindow.sillHeightIn', 46, 44, 'critical', 'IRC 2021 R310.2.2'],
    ['stair-riser-height', 'stair.riserHeightIn', 8, 7.75, 'major', 'IRC 2021 R311.7.5.1'],
    ['stair-tread-depth', 'stair.treadDepthIn', 9.5, 10, 'major', 'IRC 2021 R311.7.5.2'],
    ['stair-width', 'stair.widthIn', 34, 36, 'major', 'IRC 2021 R311.7.1'],
    ['stair-headroom', 'stair.headroomIn', 78, 80, 'major', 'IRC 2021 R311.7.2'],
    ['handrail-height', 'handrail.heightIn', 39, 36, 'major', 'IRC 2021 R311.7.8.1'],
    ['guard-height', 'guard.heightIn', 32, 36, 'critical', 'IRC 2021 R312.1.2'],
    ['bath-exhaust-rate', 'bathExhaust.cfm', 40, 50, 'minor', 'IRC 2021 M1505.4.4'],
    ['deck-footing-depth', 'deck.footingDepthIn', 8, 12, 'critical', 'IRC 2021 R403.1.4'],
  ] as const)('%s: %s = %s fails, %s passes', (ruleId, fact, failing, passing, severity, reference) => {
    const failed = finding(checkNormative({ facts: { [fact]: failing } }), ruleId);
    expect(failed).toMatchObject({ status: 'fail', severity, reference });
    expect(finding(checkNormative({ facts: { [fact]: passing } }), ruleId)).toMatchObject({
      status: 'pass',
      severity: 'info',
    });
  });

  it('checks a guard only where the walking surface is more than 30 in above grade', () => {
    const low = checkNormative({
      scopes: ['deck'],
      facts: { 'guard.heightIn': 30, 'guard.walkingSurfaceHeightIn': 24 },
    });
    expect(finding(low, 'guard-height')).toBeUndefined();
    expect(finding(low, 'deck-guard-required')).toBeUndefined();
    const high = checkNormative({
      scopes: ['deck'],
      facts: { 'guard.heightIn': 30, 'guard.walkingSurfaceHeightIn': 48 },
    });
    expect(finding(high, 'guard-height')).toMatchObject({ status: 'fail', severity: 'critical' });
  });
});

describe('checkNormative: scope in the estimate', () => {
  it('a bathroom remodel with a fan but no GFCI line', () => {
    const result = checkNormative({ estimate: sampleEstimate() });
    expect(result.scopesDetected).toEqual(['bathroom']);
    expect(finding(result, 'gfci-bathroom')).toMatchObject({
      status: 'missing_from_estimate',
      severity: 'major',
      reference: 'NEC 2023 210.8(A)(1)',
    });
    expect(finding(result, 'bath-exhaust')).toMatchObject({ status: 'pass' });
    expect(finding(result, 'bath-exhaust-rate')).toMatchObject({ status: 'not_checked', severity: 'info' });
    expect(result.findings[0]?.status).toBe('missing_from_estimate');
  });

  it.each([
    ['Deck', ['Build 12x16 pressure-treated deck'], 'deck-ledger-attachment', 'critical'],
    ['Deck', ['Build deck', 'Ledger board, 1/2 in lag screws'], 'deck-footings', 'critical'],
    ['Basement', ['Finish basement walls'], 'smoke-alarms', 'major'],
    ['Mechanical', ['Replace gas furnace'], 'co-alarms', 'major'],
    ['Kitchen', ['Kitchen cabinets'], 'afci-habitable-rooms', 'major'],
    ['Garage', ['Garage outlets'], 'gfci-garage', 'major'],
  ] as const)('%s %j lacks %s', (groupName, titles, ruleId, severity) => {
    const estimate = estimateSchema.parse({
      schemaVersion: 1,
      id: 'e',
      title: 'Job',
      groups: [
        {
          id: 'g',
          name: groupName,
          sortOrder: 0,
          items: titles.map((title, index) => ({
            id: `i${index}`,
            type: 'assembly',
            title,
            quantity: 1,
            uom: 'each',
            rateCents: 100,
            pricingState: 'user',
          })),
        },
      ],
    });
    expect(finding(checkNormative({ estimate }), ruleId)).toMatchObject({
      status: 'missing_from_estimate',
      severity,
    });
  });

  it('from a brief alone, lists what to include and measure', () => {
    const result = checkNormative({ brief: 'Add a bedroom with an egress window in the basement' });
    expect(result.scopesDetected).toEqual(['basement', 'bedroom']);
    expect(finding(result, 'smoke-alarms')).toMatchObject({ status: 'not_checked', severity: 'info' });
    expect(finding(result, 'egress-sill-height')?.message).toContain('egressWindow.sillHeightIn');
  });

  it('refuses an empty request', () => {
    expect(() => checkNormative({})).toThrowError(/estimate, a brief, scopes or facts/);
  });
});
