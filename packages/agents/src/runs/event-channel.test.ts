import { describe, expect, it } from 'vitest';
import { EventChannel } from './event-channel.ts';

async function drain<T>(channel: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of channel) items.push(item);
  return items;
}

describe('EventChannel', () => {
  it('keeps what was pushed before the reader came, and ends on close', async () => {
    const channel = new EventChannel<number>();
    channel.push(1);
    const read = drain(channel);
    channel.push(2);
    channel.close();
    channel.push(3);
    expect(await read).toEqual([1, 2]);
  });

  it('hands the reader everything pushed, then the error it failed with', async () => {
    const channel = new EventChannel<string>();
    const seen: string[] = [];
    const read = (async () => {
      for await (const item of channel) seen.push(item);
    })();
    channel.push('a');
    channel.fail(new Error('model went away'));
    await expect(read).rejects.toThrow('model went away');
    expect(seen).toEqual(['a']);
  });
});
