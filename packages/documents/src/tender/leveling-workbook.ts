import type { Leveling } from './level-bids.ts';

type Cell = string | number | { formula: string; result: number } | null;

const MONEY = '"$"#,##0.00';

function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

const dollars = (cents: number) => cents / 100;

/**
 * The leveling sheet as XLSX with live formulas: a line per estimate line (plugs for missing scope shaded),
 * extra scope, each bid's stated total, plugs, normalised total and difference from our estimate as formulas
 * over those cells; a Mapping sheet (editable in spirit: pass overrides back) and a Notes sheet.
 */
export async function levelingWorkbook(leveling: Leveling, title: string, createdAt: Date): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quoin';
  workbook.created = createdAt;
  workbook.modified = createdAt;
  const sheet = workbook.addWorksheet('Leveling');
  const bidders = leveling.bidders.map((b) => b.bidder);
  sheet.addRow([`Bid leveling: ${title}`]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow(['Group', 'Item', 'Our estimate', ...bidders]).font = { bold: true };
  const firstLineRow = 4;
  const plugCells = new Map<string, string[]>(bidders.map((b) => [b, []]));
  leveling.lines.forEach((line, index) => {
    const rowNumber = firstLineRow + index;
    const values: Cell[] = [line.groupName, line.title, dollars(line.ourCents)];
    bidders.forEach((bidder, column) => {
      const cell = line.cells[bidder];
      const value = cell?.amountCents ?? cell?.plugCents ?? 0;
      values.push(dollars(value));
      if (cell?.amountCents === null) plugCells.get(bidder)?.push(`${columnLetter(3 + column)}${rowNumber}`);
    });
    const row = sheet.addRow(values);
    bidders.forEach((bidder, column) => {
      const cell = line.cells[bidder];
      const target = row.getCell(4 + column);
      if (cell?.amountCents === null) {
        target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
        target.note = `Not in the bid${cell.excludedInText ? ' (excluded in its text)' : ''}: plug, ${cell.plugBasis}`;
      } else if (cell?.outlier) {
        target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF8CBAD' } };
        target.note = 'Outlier against the line median';
      }
    });
  });
  const lastLineRow = firstLineRow + leveling.lines.length - 1;
  sheet.addRow([
    'Extra scope',
    'Bid lines matching no estimate line',
    0,
    ...leveling.bidders.map((b) => dollars(b.extraLines.reduce((sum, line) => sum + line.amountCents, 0))),
  ]);
  const column = (index: number) => columnLetter(index);
  const sumRow = (
    label: string,
    detail: string,
    formulaOf: (letter: string, index: number) => Cell,
  ): number => {
    const row = sheet.addRow([
      label,
      detail,
      ...[2, ...bidders.map((_, i) => 3 + i)].map((i) => formulaOf(column(i), i)),
    ]);
    row.font = { bold: true };
    return row.number;
  };
  const statedRow = sumRow('Bid total', 'as stated (our estimate: Σ lines)', (letter, index) =>
    index === 2
      ? {
          formula: `SUM(${letter}${firstLineRow}:${letter}${lastLineRow})`,
          result: dollars(leveling.estimateLinesCents),
        }
      : dollars(leveling.bidders[index - 3]?.baseTotalCents ?? 0),
  );
  const plugsRow = sumRow('Plugs', 'added for scope the bid leaves out', (_letter, index) => {
    if (index === 2) return 0;
    const bidder = leveling.bidders[index - 3];
    const cells = plugCells.get(bidder?.bidder ?? '') ?? [];
    return cells.length === 0 ? 0 : { formula: cells.join('+'), result: dollars(bidder?.plugsCents ?? 0) };
  });
  const normalizedRow = sumRow('Normalised total', 'bid total + plugs', (letter, index) => ({
    formula: `${letter}${statedRow}+${letter}${plugsRow}`,
    result:
      index === 2
        ? dollars(leveling.estimateLinesCents)
        : dollars(leveling.bidders[index - 3]?.normalizedTotalCents ?? 0),
  }));
  sumRow('Against our estimate', 'normalised total − our estimate', (letter, index) => ({
    formula: `${letter}${normalizedRow}-$C$${normalizedRow}`,
    result:
      index === 2
        ? 0
        : dollars((leveling.bidders[index - 3]?.normalizedTotalCents ?? 0) - leveling.estimateLinesCents),
  }));
  for (let row = firstLineRow; row <= sheet.rowCount; row++)
    for (let c = 3; c <= 3 + bidders.length; c++) sheet.getCell(row, c).numFmt = MONEY;
  sheet.getColumn(1).width = 18;
  sheet.getColumn(2).width = 40;
  for (let c = 3; c <= 3 + bidders.length; c++) sheet.getColumn(c).width = 18;

  const mapping = workbook.addWorksheet('Mapping');
  mapping.addRow([
    'Bidder',
    'Bid line',
    'Bid description',
    'Unit',
    'Amount',
    'Estimate item',
    'Score',
    'Source',
  ]).font = { bold: true };
  const titleOf = new Map(leveling.lines.map((line) => [line.itemId, `${line.itemId}: ${line.title}`]));
  for (const m of leveling.mapping)
    mapping.addRow([
      m.bidder,
      m.line,
      m.bidTitle,
      m.uom,
      dollars(m.amountCents),
      m.itemId ? titleOf.get(m.itemId) : '(extra scope)',
      m.score,
      m.source,
    ]);
  mapping.getColumn(3).width = 40;
  mapping.getColumn(6).width = 36;

  const notes = workbook.addWorksheet('Notes');
  for (const bidder of leveling.bidders) {
    notes.addRow([bidder.bidder]).font = { bold: true };
    for (const text of bidder.exclusions) notes.addRow(['Excludes', text]);
    for (const text of bidder.qualifications) notes.addRow(['Qualification', text]);
    for (const text of bidder.arithmeticIssues) notes.addRow(['Arithmetic', text]);
    notes.addRow([]);
  }
  if (leveling.recommendation) {
    notes.addRow([`Recommendation: ${leveling.recommendation.bidder}`]).font = { bold: true };
    for (const reason of leveling.recommendation.reasons) notes.addRow(['', reason]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
