import { ToolRegistry } from '@quoin/agents';
import { DrawingIndex, ingestDrawingSet } from '@quoin/drawings';
import { writeTestPdf } from '@quoin/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawingTools } from './drawing-tools.ts';

describe('drawing tools', () => {
  let registry: ToolRegistry;
  beforeAll(async () => {
    const bytes = writeTestPdf([
      [
        { x: 2600, y: 400, text: 'Door Schedule Sheet', size: 36 },
        { x: 2660, y: 160, text: 'A-800', size: 60 },
        { x: 200, y: 1900, text: 'DOOR SCHEDULE', size: 14 },
        ...['NUMBER', 'ROOM', 'WIDTH', 'HEIGHT', 'REMARKS'].map((t, i) => ({
          x: 200 + i * 150,
          y: 1860,
          text: t,
        })),
        ...[
          ['D1', 'KITCHEN', '3-0', '7-0', 'SOLID CORE'],
          ['D2', 'BATH', '2-8', '7-0', 'PRIVACY LOCK'],
        ].flatMap((row, r) => row.map((t, i) => ({ x: 200 + i * 150, y: 1840 - r * 20, text: t }))),
      ],
    ]);
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
