import { TEST_NOW, testContext } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { sampleBidPdf } from '../eval/sample-bid.ts';
import { writeSimplePdf } from '../eval/write-simple-pdf.ts';
import { parserResponder } from '../scripted-models/parser-responder.ts';
import { lastUserText } from '../scripted-models/scripted-model.ts';
import { parseMoneyCents, parseQuantity } from './bid-reading.ts';
import { importBid } from './import-bid.ts';
import { readBidTable } from './read-bid-table.ts';
import { readPdfLines } from './read-pdf-lines.ts';

const EXPECTED_LINES = [
  ['Demolition', 'Remove existing tile floor', 40, 'sq_ft', 325, 13_000],
  ['Demolition', 'Haul-away and dumpster', 1, 'lump_sum', 27_500, 27_500],
  ['Tile', 'Install porcelain floor tile', 40, 'sq_ft', 1475, 59_000],
  ['Tile', 'Shower wall tile', 96, 'sq_ft', 1840, 176_640],
  [
    'Plumbing',
    'Vanity and faucet install (36 in. vanity, owner-selected faucet)',
    1,
    'each',
    118_550,
    118_550,
  ],
];

async function importSample(withModel?: ReturnType<typeof testContext>['context']) {
  return importBid(sampleBidPdf(), {
    fileName: 'bid.pdf',
    id: 'imp',
    now: TEST_NOW,
    ...(withModel ? { context: withModel } : {}),
  });
}

function lines(imported: Awaited<ReturnType<typeof importSample>>) {
  return imported.estimate.groups.flatMap((g) =>
    g.items.map((i) => [
      g.name.toLowerCase(),
      i.title,
      i.quantity,
      i.uom,
      i.rateCents,
      imported.totals.byItem[i.id]?.extendedCents,
    ]),
  );
}

describe('import mode', () => {
  it('reads text with positions from a PDF', async () => {
    const read = await readPdfLines(sampleBidPdf());
    expect(read[0]).toMatchObject({
      page: 1,
      line: 1,
      cells: [{ text: 'Ridge Line Builders - Bathroom remodel bid' }],
    });
    expect(read.find((l) => l.cells[0]?.text === 'Shower wall tile')?.cells.map((c) => c.text)).toEqual([
      'Shower wall tile',
      '96',
      'SF',
      '$18.40',
      '$1,766.40',
    ]);
  });

  it('offline, the table heuristic keeps every value of the bid to the cent', async () => {
    const imported = await importSample();
    expect(imported.readBy).toBe('table heuristic');
    expect(lines(imported)).toEqual(EXPECTED_LINES.map(([g, ...rest]) => [String(g).toLowerCase(), ...rest]));
    expect(imported.estimate.groups.map((g) => g.name)).toEqual(['DEMOLITION', 'TILE', 'PLUMBING']);
    const item = imported.estimate.groups[1]!.items[1]!;
    expect(item).toMatchObject({
      pricingState: 'source_backed',
      origin: 'import',
      price: { sourceKind: 'imported_bid', sourceName: 'bid.pdf page 1, line 9' },
    });
    expect(imported.reconciliation).toEqual([
      { label: 'Subtotal', bidCents: 394_690, engineCents: 394_690 },
      { label: 'Total', bidCents: 477_575, engineCents: 477_575 },
    ]);
    expect(imported.estimate.settings).toMatchObject({
      overheadPercent: 10,
      profitPercent: 10,
      laborMarkupPercent: 0,
    });
    expect(imported.plan.zip).toBe('78701');
  });

  it('with a model, the model structures it and is held to the printed amounts', async () => {
    const parser = parserResponder();
    const { context, model } = testContext((call) => {
      if (call.callIndex > 0 || !call.toolNames.includes('structure_bid')) return parser(call);
      // First try: a model "rounds" an amount; the tool refuses it.
      const text = lastUserText(call.prompt);
      const reading = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(text)![1]!);
      reading.groups[1].lines[1].amountCents = 176_600;
      return { toolCalls: [{ toolName: 'structure_bid', input: reading }] };
    });
    const imported = await importSample(context);
    expect(imported.readBy).toBe('model');
    expect(model.calls).toHaveLength(2);
    expect(lines(imported)).toEqual(EXPECTED_LINES.map(([g, ...rest]) => [String(g).toLowerCase(), ...rest]));
  });

  it('reads a bid across pages, each line citing its page', async () => {
    const columns = [50, 300, 350, 410, 500];
    const row = (y: number, ...texts: string[]) =>
      texts.map((text, i) => ({ x: columns[i] ?? 0, y, text })).filter((t) => t.text);
    const header = row(700, 'Description', 'Qty', 'Unit', 'Unit Price', 'Amount');
    const pdf = writeSimplePdf([
      [
        ...header,
        ...row(680, 'ROOFING'),
        ...row(662, 'Tear off shingles', '20', 'SQ', '$95.00', '$1,900.00'),
      ],
      [
        ...row(700, 'Architectural shingles installed', '20', 'SQ', '$412.35', '$8,247.00'),
        ...row(650, 'Total', '$10,147.00'),
      ],
    ]);
    const imported = await importBid(pdf, { fileName: 'roof.pdf', id: 'r', now: TEST_NOW });
    expect(imported.plan.groups).toMatchObject([
      {
        name: 'ROOFING',
        items: [
          {
            title: 'Tear off shingles',
            sourceBacked: { source: 'roof.pdf page 1, line 3', amountCents: 190_000 },
          },
          {
            title: 'Architectural shingles installed',
            sourceBacked: { source: 'roof.pdf page 2, line 1', amountCents: 824_700 },
          },
        ],
      },
    ]);
    expect(imported.reconciliation).toEqual([
      { label: 'Total', bidCents: 1_014_700, engineCents: 1_014_700 },
    ]);
  });

  it('reads a heading as a heading and a wrapped description as the rest of its line', () => {
    const line = (n: number, ...texts: string[]) => ({
      page: 1,
      line: n,
      y: 0,
      cells: texts.map((text, i) => ({ x: i * 100, text })),
    });
    const reading = readBidTable([
      line(1, 'Description', 'Qty', 'Unit', 'Amount'),
      line(2, 'Electrical:'),
      line(3, 'Install 4 recessed lights', '4', 'EA', '$880.00'),
      line(4, 'including 2 dimmers'),
      line(5, 'PHASE 2'),
      line(6, 'Patch and paint', '$450.00'),
    ]);
    expect(reading.groups).toMatchObject([
      {
        name: 'Electrical',
        lines: [
          {
            title: 'Install 4 recessed lights including 2 dimmers',
            quantity: 4,
            uom: 'each',
            amountCents: 88_000,
          },
        ],
      },
      {
        name: 'PHASE 2',
        lines: [{ title: 'Patch and paint', quantity: 1, uom: 'lump_sum', amountCents: 45_000 }],
      },
    ]);
  });

  it.each([
    ['$1,185.50', 118_550],
    ['1185.5', 118_550],
    ['$0.07', 7],
    ['($12.00)', -1200],
    ['12 sq ft', undefined],
  ])('parseMoneyCents(%s) = %s', (text, cents) => {
    expect(parseMoneyCents(text)).toBe(cents);
  });

  it.each([
    ['1,250', 1250],
    ['12.5', 12.5],
    ['SF', undefined],
  ])('parseQuantity(%s) = %s', (text, value) => {
    expect(parseQuantity(text)).toBe(value);
  });
});

describe('compare against market rates', () => {
  it('prices each bid line as the engine would and shows the difference; no guess where it cannot', async () => {
    const { compareWithMarket } = await import('./compare-with-market.ts');
    const { context } = testContext();
    const imported = await importSample();
    const lines = await compareWithMarket(imported.reading, {
      registry: context.tradeRegistry,
      priceSource: context.priceSource,
      zip: '78701',
    });
    expect(lines.map((l) => [l.title, l.bidCents])).toEqual(
      EXPECTED_LINES.map(([, title, , , , amount]) => [title, amount]),
    );
    const tile = lines.find((l) => l.title === 'Install porcelain floor tile')!;
    expect(tile.marketCents).toBeGreaterThan(0);
    expect(tile.differencePercent).toBe(
      Math.round(((tile.bidCents - tile.marketCents!) / tile.marketCents!) * 1000) / 10,
    );
    for (const line of lines)
      if (line.marketCents === undefined) expect(line.differencePercent).toBeUndefined();
  });
});
