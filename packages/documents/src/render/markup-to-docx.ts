import { parseProposalMarkup } from '@quoin/exports';

/**
 * A Word document (DOCX) from print markup, the same line forms the PDF reads: `# title`, `## heading`,
 * `### subheading`, `- bullet`, `> note`, `---`, paragraphs. Written with the `docx` package, loaded on first use.
 */
export async function markupToDocx(markup: string, info: { title: string; author: string }): Promise<Buffer> {
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const children = parseProposalMarkup(markup).flatMap((block) => {
    switch (block.kind) {
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
      case 'row':
        return [
          new Paragraph({ children: [new TextRun({ text: block.cells.join('    '), bold: block.bold })] }),
        ];
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
