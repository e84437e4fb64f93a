import type { ConfigChange } from './agent-studio-schemas.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys an array by element `id` when every element has one (flow steps, prompt blocks), else by index. */
function keyed(list: unknown[]): Map<string, unknown> {
  const ids = list.map((item) => (isRecord(item) && typeof item.id === 'string' ? item.id : undefined));
  const byId = ids.every((id) => id !== undefined) && new Set(ids).size === ids.length;
  return new Map(list.map((item, index) => [byId ? String(ids[index]) : String(index), item]));
}

/**
 * The differences between two configs as dotted paths (`flow.summarize.transformer`, `temperature`), steps
 * and blocks named by id rather than position so a reordered list reads as what moved.
 */
export function diffConfigs(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const bothRecords = isRecord(before) && isRecord(after);
  const bothLists = Array.isArray(before) && Array.isArray(after);
  if (!bothRecords && !bothLists) {
    return [
      {
        path: path || '(root)',
        ...(before === undefined ? {} : { before }),
        ...(after === undefined ? {} : { after }),
      },
    ];
  }
  const left = bothLists ? keyed(before as unknown[]) : new Map(Object.entries(before as object));
  const right = bothLists ? keyed(after as unknown[]) : new Map(Object.entries(after as object));
  const keys = [...new Set([...left.keys(), ...right.keys()])];
  const changes = keys.flatMap((key) =>
    diffConfigs(left.get(key), right.get(key), path ? `${path}.${key}` : key),
  );
  if (bothLists) {
    const order = (map: Map<string, unknown>) =>
      [...map.keys()].filter((key) => left.has(key) && right.has(key));
    if (order(left).join() !== order(right).join()) {
      changes.push({ path: `${path}(order)`, before: [...left.keys()], after: [...right.keys()] });
    }
  }
  return changes;
}
