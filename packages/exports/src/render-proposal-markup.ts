import type PDFDocument from 'pdfkit';
import { splitMarkupRow, unescapeMarkup } from './escapes/proposal-markup-text.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** One line of the proposal markup the template produces (the README lists the forms). */
export type MarkupBlock =
  | { kind: 'title' | 'heading' | 'subheading' | 'paragraph' | 'bullet' | 'note'; text: string }
  | { kind: 'row'; cells: string[]; bold: boolean }
  | { kind: 'rule' }
  | { kind: 'logo' }
  | { kind: 'space' };

/** Parses the template's output into blocks, one per line; a line starting with `\\` is a paragraph. */
export function parseProposalMarkup(text: string): MarkupBlock[] {
  return text.split(/\r?\n/).map((raw): MarkupBlock => {
    const line = raw.trim();
    const plain = (kind: Exclude<MarkupBlock['kind'], 'row' | 'rule' | 'space' | 'logo'>, from: number) => ({
      kind,
      text: unescapeMarkup(line.slice(from)),
    });
    if (line === '') return { kind: 'space' };
    if (line === '---') return { kind: 'rule' };
    if (line === '!logo') return { kind: 'logo' };
    if (line.startsWith('### ')) return plain('subheading', 4);
    if (line.startsWith('## ')) return plain('heading', 3);
    if (line.startsWith('# ')) return plain('title', 2);
    if (line.startsWith('- ')) return plain('bullet', 2);
    if (line.startsWith('> ')) return plain('note', 2);
    if (line.startsWith('|')) {
      const bold = line.startsWith('|*');
      const inner = line.slice(bold ? 2 : 1).replace(/(?<!\\)\|$/, '');
      return { kind: 'row', cells: splitMarkupRow(inner).map((cell) => unescapeMarkup(cell.trim())), bold };
    }
    return plain('paragraph', 0);
  });
}

// The standard PDF fonts only know WinAnsi; these are the characters outside Latin-1 that it has.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = {
  '−': '-',
  '≈': '~',
  '≤': '<=',
  '≥': '>=',
  '÷': '/',
  '─': '-',
  '→': '->',
};

/** Keeps text printable in a standard font: known symbols become ASCII, anything else a question mark. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x80 || (code >= 0xa0 && code <= 0xff)) && code !== 0x7f) out += char;
    else if (WIN_ANSI_EXTRAS.has(char)) out += char;
    else out += REPLACEMENTS[char] ?? '?';
  }
  return out;
}

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
/** Width of every table column after the first, in points; the first takes what is left. */
const NUMBER_COLUMN_WIDTH = 72;

function ensureRoom(doc: Doc, heightPt: number): void {
  if (doc.y + heightPt > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawRow(doc: Doc, cells: string[], bold: boolean): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const widths = cells.map((_, index) =>
    index === 0 ? width - NUMBER_COLUMN_WIDTH * (cells.length - 1) : NUMBER_COLUMN_WIDTH,
  );
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
  const texts = cells.map(toWinAnsi);
  const heightPt = Math.max(
    ...texts.map((text, i) => doc.heightOfString(text || ' ', { width: (widths[i] ?? 0) - 4 })),
  );
  ensureRoom(doc, heightPt + 4);
  const top = doc.y;
  let x = left;
  texts.forEach((text, index) => {
    const cellWidth = widths[index] ?? 0;
    doc.text(text, x, top, { width: cellWidth - 4, align: index === 0 ? 'left' : 'right' });
    x += cellWidth;
  });
  doc.x = left;
  doc.y = top + heightPt + 3;
}

/** The logo at most 180 × 60 pt, above the company's name; an image pdfkit cannot read is left out. */
function drawLogo(doc: Doc, logo: Buffer | undefined): void {
  if (!logo) return;
  try {
    const top = doc.y;
    doc.image(logo, doc.page.margins.left, top, { fit: [180, 60] });
    doc.y = top + 66;
  } catch {
    // A stored logo is checked to be PNG or JPEG base64, not that it decodes; a broken one costs only itself.
  }
}

/** Draws the blocks onto the document, breaking pages where needed. */
export function renderProposalMarkup(doc: Doc, blocks: MarkupBlock[], logo?: Buffer): void {
  const left = doc.page.margins.left;
  for (const block of blocks) {
    doc.x = left;
    switch (block.kind) {
      case 'title':
        doc.font(FONT.bold).fontSize(18).text(toWinAnsi(block.text));
        break;
      case 'heading':
        // Room for the heading and the first lines under it: a section (the acceptance block) never starts on
        // the last lines of a page with its signature lines on the next.
        ensureRoom(doc, 110);
        doc.moveDown(0.4).font(FONT.bold).fontSize(13).text(toWinAnsi(block.text)).moveDown(0.2);
        break;
      case 'subheading':
        ensureRoom(doc, 30);
        doc.moveDown(0.3).font(FONT.bold).fontSize(11).text(toWinAnsi(block.text));
        break;
      case 'paragraph':
        doc.font(FONT.regular).fontSize(10).text(toWinAnsi(block.text));
        break;
      case 'bullet':
        doc
          .font(FONT.regular)
          .fontSize(10)
          .text(`•  ${toWinAnsi(block.text)}`, { indent: 8 });
        break;
      case 'note':
        doc
          .font(FONT.regular)
          .fontSize(8)
          .fillColor('#555555')
          .text(toWinAnsi(block.text))
          .fillColor('black');
        break;
      case 'row':
        drawRow(doc, block.cells, block.bold);
        break;
      case 'rule': {
        const y = doc.y + 4;
        doc
          .moveTo(left, y)
          .lineTo(doc.page.width - doc.page.margins.right, y)
          .lineWidth(0.5)
          .stroke();
        doc.y = y + 6;
        break;
      }
      case 'space':
        doc.moveDown(0.4);
        break;
      case 'logo':
        drawLogo(doc, logo);
        break;
    }
  }
}
