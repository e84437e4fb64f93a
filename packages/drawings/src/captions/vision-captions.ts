import { createHash } from 'node:crypto';
import type { DrawingModelReply } from '../answer/answer-with-model.ts';
import type { DrawingSet, Sheet } from '../model/drawing-set.ts';

/** A vision model (`QUOIN_VISION_MODEL`) as this package sees it; the composition root adapts the AI SDK. */
export interface VisionPort {
  model: string;
  describe(request: { png: Uint8Array; prompt: string }): Promise<DrawingModelReply>;
}

/** Captions by page image hash and model, so the same page is described once (`@quoin/store` keeps them). */
export interface CaptionCachePort {
  findCaption(pageSha256: string, model: string): Promise<string | undefined>;
  saveCaption(
    pageSha256: string,
    model: string,
    caption: string,
    usage: { inputTokens: number; outputTokens: number; costUsd: number },
  ): Promise<void>;
}

export interface VisionOptions {
  vision: VisionPort;
  cache: CaptionCachePort;
  /** The page as a PNG (rendered from the set's PDF). */
  render: (page: number) => Promise<Uint8Array>;
}

/** The spec's caption request: what is drawn, in words a search can find; nothing that is not visible. */
export const VISION_PROMPT =
  'This is one sheet of a construction drawing set. Describe in plain text (at most 150 words) what it shows: ' +
  'the kind of drawing (plan, elevation, section, schedule, detail), the rooms and spaces named, symbols and ' +
  'tags, schedules and their columns, dimensions and notes you can read. Say only what is visible; write ' +
  'labels exactly as printed.';

const MAX_CAPTION_CHARS = 2000;

/**
 * Adds a vision caption to every sheet that has content: each page rendered, hashed, and described once per
 * model (a cached caption costs nothing). A failed call leaves that sheet without one and says so.
 */
export async function captionWithVision(
  set: DrawingSet,
  { vision, cache, render }: VisionOptions,
): Promise<{ set: DrawingSet; calls: number; cached: number; costUsd: number; failures: string[] }> {
  let calls = 0;
  let cached = 0;
  let costUsd = 0;
  const failures: string[] = [];
  const sheets: Sheet[] = [];
  for (const sheet of set.sheets) {
    if (sheet.textClass === 'failed' || sheet.textClass === 'empty') {
      sheets.push(sheet);
      continue;
    }
    try {
      const png = await render(sheet.page);
      const pageSha256 = createHash('sha256').update(png).digest('hex');
      let text = await cache.findCaption(pageSha256, vision.model);
      if (text !== undefined) cached++;
      else {
        const reply = await vision.describe({ png, prompt: VISION_PROMPT });
        calls++;
        costUsd += reply.costUsd;
        text = reply.text.trim().slice(0, MAX_CAPTION_CHARS);
        await cache.saveCaption(pageSha256, vision.model, text, reply);
      }
      sheets.push(text ? { ...sheet, visionCaption: { model: vision.model, text, pageSha256 } } : sheet);
    } catch (error) {
      failures.push(`page ${sheet.page}: ${error instanceof Error ? error.message : String(error)}`);
      sheets.push(sheet);
    }
  }
  return { set: { ...set, sheets }, calls, cached, costUsd, failures };
}
