import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { calculateCriticalPath } from './critical-path.ts';
import { createGanttChart, shortenLabel } from './gantt-svg.ts';

const schedule = calculateCriticalPath({
  startDate: '2025-03-03',
  activities: [
    { id: 'A', name: 'Demo & <haul>', durationDays: 3 },
    { id: 'B', durationDays: 3, predecessors: ['A'] },
    { id: 'C', durationDays: 6, predecessors: ['A'] },
    { id: 'M', name: 'Done', durationDays: 0, predecessors: ['B', 'C'] },
  ],
});

describe('createGanttChart', () => {
  const chart = createGanttChart(schedule, { title: 'Kitchen "remodel"' });

  it('returns bars with critical flags, floats and dates for the web app', () => {
    expect(chart.bars.map((b) => [b.id, b.start, b.finish, b.critical, b.milestone])).toEqual([
      ['A', 0, 3, true, false],
      ['B', 3, 6, false, false],
      ['C', 3, 9, true, false],
      ['M', 9, 9, true, true],
    ]);
    expect(chart.bars[1]).toMatchObject({ totalFloat: 3, lateFinish: 9, startDate: '2025-03-06' });
  });

  it('renders well-formed SVG with the critical path in red and escaped text', () => {
    expect(XMLValidator.validate(chart.svg)).toBe(true);
    const svg = new XMLParser({ ignoreAttributes: false }).parse(chart.svg).svg;
    const groups = svg.g as { '@_data-id': string; '@_data-critical': string; rect?: { '@_fill': string } }[];
    expect(groups.find((g) => g['@_data-id'] === 'C')?.rect?.['@_fill']).toBe('#c62828');
    expect(groups.find((g) => g['@_data-id'] === 'B')?.rect?.['@_fill']).toBe('#1565c0');
    expect(chart.svg).toContain('Demo &amp; &lt;haul&gt;');
    expect(chart.svg).toContain('Kitchen &quot;remodel&quot;');
  });

  it('labels the time axis with dates and explains its marks in a legend (issue #15)', () => {
    // Work starts on Mon 3 March (A) and Thu 6 March (B, C); the milestone is on 14 March.
    expect(chart.svg).toContain('>Mar 3</text>');
    expect(chart.svg).toContain('>Mar 6</text>');
    for (const text of ['Critical', 'Has float', 'Float', 'Milestone'])
      expect(chart.svg).toContain(`>${text}</text>`);
    const svg = new XMLParser({ ignoreAttributes: false }).parse(chart.svg).svg;
    const groups = svg.g as { '@_data-legend'?: string }[];
    expect(groups.some((g) => g['@_data-legend'] === 'true')).toBe(true);
  });

  it('counts working days on the axis when the schedule has no dates', () => {
    const undated = createGanttChart(calculateCriticalPath({ activities: [{ id: 'A', durationDays: 12 }] }));
    expect(undated.svg).toContain('>10</text>');
    expect(undated.svg).not.toContain('>Mar');
  });
});

describe('shortenLabel', () => {
  it.each([
    ['Tile – bathroom', 28, 'Tile – bathroom'],
    ['Cabinets & Countertops – bathroom', 28, 'Cabinets & Countertops…'],
    ['Painting – living room and hallway', 28, 'Painting – living room and…'],
    ['Supercalifragilisticexpialidocious', 10, 'Supercali…'],
  ])('"%s" in %d characters is "%s", never cut inside a word', (text, max, expected) => {
    const shortened = shortenLabel(text, max);
    expect(shortened).toBe(expected);
    expect(shortened.length).toBeLessThanOrEqual(max);
  });
});
