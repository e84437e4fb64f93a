import type { TemplateSize } from './build-job-template.ts';
import type { RoomType } from './room-areas.ts';
import type { Space } from './scope-context.ts';

/** The size that drives a room template: the matching space, any space, or the room's typical size. */
export function templateSize(spaces: Space[], room: RoomType): TemplateSize {
  const space = spaces.find((s) => s.label === room.label) ?? spaces.find((s) => s.source !== 'typical');
  if (space && space.source !== 'typical')
    return { widthFt: space.widthFt, lengthFt: space.lengthFt, count: space.count, typical: false };
  // "remodel 2 bathrooms": a count of the room said without its size is that many rooms of the typical size.
  const count = space?.label === room.label ? space.count : 1;
  return { widthFt: room.typicalWidthFt, lengthFt: room.typicalLengthFt, count, typical: true };
}
