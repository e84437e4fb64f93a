// Writes the bid fixtures of the tender tests (test-fixtures/bids): four subcontractor bids for the sample
// bathroom remodel, one CSV, one XLSX and two PDFs laid out like the bids tile and remodeling subs send.
// Run once with `npx tsx packages/testkit/src/documents/make-bid-fixtures.ts`; the outputs are committed.
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

const dir = new URL('../../test-fixtures/bids/', import.meta.url);

type Row = [string, string, string, string, string];

function pdfBid(file: string, header: string[], rows: Row[], after: string[]): Promise<void> {
  const fixed = new Date('2026-11-20T00:00:00Z');
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { CreationDate: fixed, ModDate: fixed } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) =>
    doc.on('end', () => {
      writeFileSync(new URL(file, dir), Buffer.concat(chunks));
      resolve();
    }),
  );
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(header[0] ?? '', 50, 50);
  doc.font('Helvetica').fontSize(10);
  let y = 75;
  for (const line of header.slice(1)) {
    doc.text(line, 50, y);
    y += 14;
  }
  y += 10;
  const columns = [50, 300, 350, 400, 480];
  const draw = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => {
      if (cell !== '') doc.text(cell, columns[index] ?? 50, y, { lineBreak: false });
    });
    y += 16;
  };
  draw(['Description', 'Qty', 'Unit', 'Unit Price', 'Amount'], true);
  for (const row of rows) draw(row);
  y += 6;
  for (const line of after) {
    if (line.startsWith('Total'))
      draw([line.split('|')[0] ?? '', '', '', '', line.split('|')[1] ?? ''], true);
    else {
      doc.font('Helvetica').text(line, 50, y, { lineBreak: false });
      y += 14;
    }
  }
  doc.end();
  return done;
}

// Bid A (CSV): Sierra Tile & Bath, complete scope.
writeFileSync(
  new URL('sierra-tile-and-bath.csv', dir),
  [
    'Sierra Tile & Bath - Proposal 2611-07,,,,',
    'Project: Whitfield hall bathroom,,,,',
    'Description,Qty,Unit,Unit Price,Amount',
    'Demo existing tub and tile surround,1,EA,$900.00,$900.00',
    '"Wall tile, 3x6 subway, installed",90,SF,$15.00,"$1,350.00"',
    '"Floor tile, 12x24 porcelain, installed",40,SF,$12.50,$500.00',
    '"Exhaust fan, 80 CFM, ducted to exterior",1,EA,$300.00,$300.00',
    'Total,,,,"$3,050.00"',
    'Exclusions: permits; drywall repair beyond 10 sq ft,,,,',
    'Qualifications: price valid 30 days,,,,',
    '',
  ].join('\n'),
);

// Bid B (XLSX): Capitol Remodel Co, no exhaust fan, a dumpster we did not carry.
const workbook = new ExcelJS.Workbook();
workbook.created = new Date('2026-11-20T00:00:00Z');
workbook.modified = workbook.created;
const sheet = workbook.addWorksheet('Bid');
sheet.addRow(['Capitol Remodel Co']);
sheet.addRow(['Bid for: Whitfield hall bathroom']);
sheet.addRow([]);
sheet.addRow(['Description', 'Qty', 'Unit', 'Unit Price', 'Amount']);
sheet.addRow(['Demolition and haul-off', 1, 'LS', 800, 800]);
sheet.addRow(['Wall tile', 90, 'SF', 13, 1170]);
sheet.addRow(['Floor tile', 40, 'SF', 11, 440]);
sheet.addRow(['Dumpster (20 yd)', 1, 'EA', 350, 350]);
sheet.addRow(['Total', null, null, null, 2760]);
sheet.addRow(['Not included: electrical work, exhaust fan']);
sheet.addRow(['Assumes owner-supplied tile']);
for (const row of [5, 6, 7, 8, 9]) {
  sheet.getCell(`D${row}`).numFmt = '"$"#,##0.00';
  sheet.getCell(`E${row}`).numFmt = '"$"#,##0.00';
}
await workbook.xlsx.writeFile(new URL('capitol-remodel-co.xlsx', dir).pathname);

// Bid C (PDF): Delta Bath Works, a low bid.
await pdfBid(
  'delta-bath-works.pdf',
  ['Delta Bath Works', 'Quote Q-4471  ·  Whitfield hall bathroom', 'Sacramento, CA 95816'],
  [
    ['Tear-out of tub, tile and drywall', '1', 'EA', '$700.00', '$700.00'],
    ['Wall tile', '90', 'SF', '$9.00', '$810.00'],
    ['Floor tile', '40', 'SF', '$9.00', '$360.00'],
    ['Bath fan', '1', 'EA', '$280.00', '$280.00'],
  ],
  ['Total|$2,150.00', 'Exclusions:', 'Excludes permits and inspections', 'Excludes haul-off of debris'],
);

// Bid D (PDF): Northgate Construction, the high bid.
await pdfBid(
  'northgate-construction.pdf',
  ['Northgate Construction', 'Proposal NC-118  ·  Whitfield hall bathroom'],
  [
    ['Demolition', '1', 'EA', '$950.00', '$950.00'],
    ['Wall tile - tub surround', '90', 'SF', '$16.00', '$1,440.00'],
    ['Floor tile', '40', 'SF', '$13.00', '$520.00'],
    ['Exhaust fan & duct', '1', 'EA', '$340.00', '$340.00'],
  ],
  ['Total|$3,250.00', 'Qualifications: work hours 8 am to 4 pm weekdays'],
);
