import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A word read from an image: its text, its box in pixels and the engine's confidence (0–100). */
export interface OcrWord {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Reads words from a PNG; `close` ends its worker. The composition root or a test may pass its own. */
export interface OcrEngine {
  readonly name: string;
  recognize(png: Uint8Array): Promise<OcrWord[]>;
  close(): Promise<void>;
}

/**
 * tesseract.js with the English data of the npm package `@tesseract.js-data/eng`, read from node_modules
 * (no CDN, no cache directory). The worker starts on the first page that needs it (about 3 s) and is reused.
 */
export function tesseractEngine(): OcrEngine {
  let worker: Promise<import('tesseract.js').Worker> | undefined;
  const start = async () => {
    const { createWorker, OEM } = await import('tesseract.js');
    const require = createRequire(import.meta.url);
    const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
    return createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  };
  return {
    name: 'tesseract.js (eng)',
    async recognize(png) {
      worker ??= start();
      const { data } = await (await worker).recognize(Buffer.from(png), {}, { blocks: true });
      // A word takes its line's height: a dash or a comma is one phrase with its neighbours.
      const words: OcrWord[] = [];
      for (const block of data.blocks ?? [])
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines)
            for (const word of line.words)
              words.push({
                text: word.text,
                confidence: word.confidence,
                x0: word.bbox.x0,
                x1: word.bbox.x1,
                y0: line.bbox.y0,
                y1: line.bbox.y1,
              });
      return words;
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = undefined;
    },
  };
}
