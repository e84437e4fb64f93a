import { ToolRegistry } from '@quoin/agents';
import { DrawingIndex, ingestDrawingSet } from '@quoin/drawings';
import { doorScheduleSheet, writeTestPdf } from '@quoin/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawingTools } from './drawing-tools.ts';

describe('drawing tools', () => {
  let registry: ToolRegistry;
  beforeAll(async () => {
    const bytes = writeTestPdf([doorScheduleSheet()]);
    const set = await ingestDrawingSet({
      bytes,
      fileName: 't.pdf',
      name: 't',
      id: 't',
      revision: 1,
      createdAt: '',
    });
    const index = new DrawingIndex([set]);
    registry = new ToolRegistry({ now: () => new Date(0), timer: () => 0 }).register(
      ...drawingTools(async () => index),
    );
  });

  it.each(
    drawingTools(async () => new DrawingIndex([])).flatMap((tool) =>
      tool.examples.map((e) => [tool.name, e.args] as const),
    ),
  )('%s example succeeds', async (name, args) => {
    const response = await registry.execute(name, args);
    expect(response.error).toBeNull();
    expect(response.status).toBe('success');
  });

  it('answers through the registry with provenance, and abstains on unsupported questions', async () => {
    const count = await registry.execute('aggregate_counts', {
      question: 'How many doors are in the door schedule?',
    });
    expect(count.data).toMatchObject({ found: true, counted: ['D1 KITCHEN 3-0', 'D2 BATH 2-8'] });
    const check = await registry.execute('check_evidence_sufficiency', {
      question: 'What brand is the water heater?',
    });
    expect(check.data).toMatchObject({ sufficient: false });
  });
});
