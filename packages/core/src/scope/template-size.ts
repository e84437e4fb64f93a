import type { TemplateSize } from './build-job-template.ts';
import type { Space } from './scope-context.ts';

/** The size that drives a room template: the matching space, any space, or the room's typical size. */
export function templateSize(
  spaces: Space[],
  typicalWidthFt: number,
  typicalLengthFt: number,
  room: string,
): TemplateSize {
  const space = spaces.find((s) => s.label === room) ?? spaces.find((s) => s.source !== 'typical');
  if (space && space.source !== 'typical')
    return { widthFt: space.widthFt, lengthFt: space.lengthFt, count: space.count, typical: false };
  return { widthFt: typicalWidthFt, lengthFt: typicalLengthFt, count: 1, typical: true };
}
