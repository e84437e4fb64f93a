import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { briefSchema, emptyBrief } from '@quoin/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../test-support/run-quoin.ts';
import { intakeCommand } from './intake-command.ts';
import { imageTypeOf, photosFromArgs, withPhotos } from './intake-photos.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');

let cwd: string;
beforeAll(() => {
  cwd = makeWorkspace();
  writeFileSync(join(cwd, 'kitchen.png'), PNG);
  writeFileSync(join(cwd, 'bath.jpg'), JPEG);
  writeFileSync(join(cwd, 'notes.txt'), 'not an image');
});

describe('photos with notes in the intake brief', () => {
  it.each([
    [PNG, 'png'],
    [JPEG, 'jpeg'],
    [WEBP, 'webp'],
    [new TextEncoder().encode('GIF89a'), undefined],
  ])('reads the image type from the first bytes (%#)', (bytes, type) => {
    expect(imageTypeOf(bytes)).toBe(type);
  });

  it('takes FILE or FILE=NOTE, checks each is an image, and names it by its file name', () => {
    expect(photosFromArgs(cwd, ['kitchen.png=the old oak cabinets, keep the hood', 'bath.jpg'])).toEqual([
      { name: 'kitchen.png', note: 'the old oak cabinets, keep the hood' },
      { name: 'bath.jpg', note: '' },
    ]);
  });

  it.each([
    ['missing.png', /no such file/],
    ['notes.txt', /not a png, jpeg or webp image/],
    ['=a note', /needs a file/],
    [`kitchen.png=${'x'.repeat(600)}`, /under 500/],
  ])('refuses --image %s', (spec, message) => {
    expect(() => photosFromArgs(cwd, [spec])).toThrow(message);
  });

  it('adds photos to a brief without losing a note already there', () => {
    const brief = { ...emptyBrief(), photos: [{ name: 'kitchen.png', note: 'said before' }] };
    expect(
      withPhotos(brief, [
        { name: 'kitchen.png', note: '' },
        { name: 'b.jpg', note: 'n' },
      ]).photos,
    ).toEqual([
      { name: 'kitchen.png', note: 'said before' },
      { name: 'b.jpg', note: 'n' },
    ]);
  });

  it('quoin intake --image puts the photo and its note in the printed brief', {
    timeout: 120_000,
  }, async () => {
    let out = '';
    const sink = (into: (text: string) => void) =>
      Object.assign(
        new Writable({
          write(chunk, _encoding, callback) {
            into(String(chunk));
            callback();
          },
        }),
        { isTTY: false },
      );
    const stdin = Readable.from(['new floor in our 10x12 kitchen\n', 'yes\n']) as Readable & {
      isTTY?: boolean;
    };
    const code = await intakeCommand(
      {
        cwd,
        env: { QUOIN_HOME: join(cwd, 'home') },
        stdout: sink((t) => {
          out += t;
        }),
        stderr: sink(() => undefined),
        stdin,
      },
      ['--image', 'kitchen.png=cracked vinyl by the sink'],
    );
    expect(code).toBe(0);
    const brief = briefSchema.parse(JSON.parse(out));
    expect(brief.photos).toEqual([{ name: 'kitchen.png', note: 'cracked vinyl by the sink' }]);
  });
});
