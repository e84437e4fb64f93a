import type { CompanyLogo } from '@quoin/protocol';
import { type MarkupBlock, parseProposalMarkup } from './render-proposal-markup.ts';

type RowBlock = Extract<MarkupBlock, { kind: 'row' }>;

/**
 * Consecutive `| row |` lines with the same number of cells are one table; a different count (the totals
 * under the scope lines) starts another. Anything else stays a block of its own.
 */
export function groupTableRows(blocks: MarkupBlock[]): (MarkupBlock | { kind: 'table'; rows: RowBlock[] })[] {
  const grouped: (MarkupBlock | { kind: 'table'; rows: RowBlock[] })[] = [];
  for (const block of blocks) {
    const last = grouped.at(-1);
    if (block.kind !== 'row') grouped.push(block);
    else if (last?.kind === 'table' && last.rows[0]?.cells.length === block.cells.length)
      last.rows.push(block);
    else grouped.push({ kind: 'table', rows: [block] });
  }
  return grouped;
}

/** A logo's box on the page, in pixels (the PDF draws it 120 pt wide). */
const LOGO_WIDTH_PX = 160;
const LOGO_HEIGHT_PX = 80;

/**
 * A Word document (DOCX) from print markup, the same line forms the PDF reads: `!logo`, `# title`,
 * `## heading`, `### subheading`, `- bullet`, `> note`, `| row |`, `---`, paragraphs; rows become real Word
 * tables (a cell wraps its text at word breaks, so a long title is never cut). Written with the `docx` package,
 * loaded on first use. Letters (documents) and the estimate's proposal both use it.
 */
export async function markupToDocx(
  markup: string,
  info: { title: string; author: string; logo?: CompanyLogo },
): Promise<Buffer> {
  const {
    AlignmentType,
    Document,
    HeadingLevel,
    ImageRun,
    Packer,
    Paragraph,
    Table,
    TableCell,
    TableRow,
    TextRun,
    WidthType,
  } = await import('docx');
  const logo = info.logo;
  // Money and quantities read right-aligned, as in the PDF; the first cells (code, title) left.
  const isAmount = (text: string) => /^[-+]?\$?[\d,]+(?:\.\d+)?%?$/.test(text.trim());
  const table = (rows: RowBlock[]) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: rows.map(
        (row, index) =>
          new TableRow({
            tableHeader: index === 0 && row.bold,
            children: row.cells.map(
              (cell) =>
                new TableCell({
                  children: [
                    new Paragraph({
                      ...(isAmount(cell) ? { alignment: AlignmentType.RIGHT } : {}),
                      children: [new TextRun({ text: cell, bold: row.bold })],
                    }),
                  ],
                }),
            ),
          }),
      ),
    });
  const children = groupTableRows(parseProposalMarkup(markup)).flatMap((block) => {
    switch (block.kind) {
      case 'logo':
        if (!logo) return [];
        return [
          new Paragraph({
            children: [
              new ImageRun({
                type: logo.mediaType === 'image/png' ? 'png' : 'jpg',
                data: Buffer.from(logo.dataBase64, 'base64'),
                transformation: { width: LOGO_WIDTH_PX, height: LOGO_HEIGHT_PX },
              }),
            ],
          }),
        ];
      case 'title':
        return [new Paragraph({ text: block.text, heading: HeadingLevel.TITLE })];
      case 'heading':
        return [new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 })];
      case 'subheading':
        return [new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 })];
      case 'bullet':
        return [new Paragraph({ text: block.text, bullet: { level: 0 } })];
      case 'note':
        return [new Paragraph({ children: [new TextRun({ text: block.text, size: 16, color: '555555' })] })];
      case 'table':
        // Word needs a paragraph between two tables, or it joins them into one.
        return [table(block.rows), new Paragraph({})];
      case 'paragraph':
        return [new Paragraph({ text: block.text })];
      default:
        return [];
    }
  });
  const document = new Document({
    title: info.title,
    creator: info.author,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
