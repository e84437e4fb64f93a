import type { CompanyLogo } from '@quoin/protocol';
import { parseProposalMarkup } from './render-proposal-markup.ts';

/** A logo's box on the page, in pixels (the PDF draws it 120 pt wide). */
const LOGO_WIDTH_PX = 160;
const LOGO_HEIGHT_PX = 80;

/**
 * A Word document (DOCX) from print markup, the same line forms the PDF reads: `!logo`, `# title`,
 * `## heading`, `### subheading`, `- bullet`, `> note`, `| row |`, `---`, paragraphs. Written with the `docx`
 * package, loaded on first use. Letters (documents) and the estimate's proposal both use it.
 */
export async function markupToDocx(
  markup: string,
  info: { title: string; author: string; logo?: CompanyLogo },
): Promise<Buffer> {
  const { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } = await import('docx');
  const logo = info.logo;
  const children = parseProposalMarkup(markup).flatMap((block) => {
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
