import { describe, expect, it } from 'vitest';
import { estimateSchema } from '../estimate/estimate-schema.ts';
import { newEstimate, newGroup, newLineItem } from '../estimate/new-estimate.ts';
import { estimateFromTemplate, toTemplateEstimate } from './estimate-template.ts';

function clientEstimate() {
  const estimate = newEstimate({ id: 'est-7', title: 'Smith bathroom', now: '2026-11-01T00:00:00.000Z' });
  estimate.header = {
    clientName: 'Jane Smith',
    clientContact: 'jane@example.com',
    jobAddress: '1 Main St, Denver CO 80202',
    estimateNumber: 7,
    issuedOn: '2026-11-01',
    validityDays: 30,
  };
  estimate.questions = ['Which tile did Jane pick?'];
  estimate.assumptions = ['Walls are plumb'];
  estimate.exclusions = ['Permit fees'];
  estimate.lifecycleState = 'sent';
  estimate.qualityScore = 88;
  estimate.groups = [
    newGroup({
      id: 'g-1',
      name: 'Tile',
      tradeId: 'tile',
      items: [
        newLineItem({
          id: 'li-1',
          type: 'material',
          title: 'Floor tile',
          quantity: 40,
          uom: 'sq_ft',
          rateCents: 450,
          costCode: '09 30 13',
        }),
      ],
    }),
  ];
  return estimate;
}

describe('estimate templates', () => {
  it('keep the groups, lines, cost codes, settings and notes, and nothing of the client or the sending', () => {
    const template = toTemplateEstimate(clientEstimate(), 'Bathroom tile');
    expect(estimateSchema.parse(template)).toEqual(template);
    expect(JSON.stringify(template)).not.toMatch(/Jane|Smith|Main St|jane@/);
    expect(template).toMatchObject({
      title: 'Bathroom tile',
      questions: [],
      lifecycleState: 'building',
      assumptions: ['Walls are plumb'],
      exclusions: ['Permit fees'],
    });
    expect(template.qualityScore).toBeUndefined();
    expect(template.header).toBeUndefined();
    expect(template.groups[0]?.items[0]).toMatchObject({
      title: 'Floor tile',
      quantity: 40,
      costCode: '09 30 13',
    });
  });

  it('start a new estimate with its own id, title and dates', () => {
    const started = estimateFromTemplate(toTemplateEstimate(clientEstimate(), 'Bathroom tile'), {
      id: 'est-9',
      title: 'Jones bathroom',
      now: '2026-11-25T00:00:00.000Z',
    });
    expect(started).toMatchObject({
      id: 'est-9',
      title: 'Jones bathroom',
      version: 0,
      createdAt: '2026-11-25T00:00:00.000Z',
    });
    expect(started.groups[0]?.items).toHaveLength(1);
  });
});
