import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Brief } from '@quoin/protocol';
import { usageError } from '../exit-codes.ts';

/** An image's type from its first bytes (never its name): png, jpeg or webp; undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const riff = new TextDecoder('latin1').decode(bytes.subarray(0, 12));
  if (riff.startsWith('RIFF') && riff.slice(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const MAX_NOTE_CHARS = 500;

/**
 * `--image FILE` or `--image FILE=NOTE` (repeatable) on `quoin intake`: each photo goes into the brief's photos
 * with its note, after the file is checked to be an image. The photo itself stays where it is.
 */
export function photosFromArgs(cwd: string, specs: readonly string[]): Brief['photos'] {
  return specs.map((spec) => {
    const split = spec.indexOf('=');
    const file = split < 0 ? spec : spec.slice(0, split);
    const note = split < 0 ? '' : spec.slice(split + 1).trim();
    if (file.trim() === '') throw usageError('--image needs a file: --image kitchen.jpg="the old cabinets"');
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(resolve(cwd, file)));
    } catch {
      throw usageError(`--image ${file}: no such file`);
    }
    if (!imageTypeOf(bytes)) throw usageError(`--image ${file} is not a png, jpeg or webp image`);
    if (note.length > MAX_NOTE_CHARS)
      throw usageError(
        `--image note for ${file} is ${note.length} characters; keep it under ${MAX_NOTE_CHARS}`,
      );
    return { name: basename(file), note };
  });
}

/** The brief with the photos added (a photo already there by name keeps its note unless a new one is given). */
export function withPhotos(brief: Brief, photos: Brief['photos']): Brief {
  const byName = new Map(brief.photos.map((photo) => [photo.name, photo]));
  for (const photo of photos) {
    const known = byName.get(photo.name);
    byName.set(photo.name, known && !photo.note ? known : photo);
  }
  return { ...brief, photos: [...byName.values()] };
}
