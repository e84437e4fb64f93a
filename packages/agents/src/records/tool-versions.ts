import { createHash } from 'node:crypto';
import type { ToolRegistry } from '../tools/tool-registry.ts';

/** Tool name → the first 12 hex digits of a SHA-256 over its description and input schema. */
export function toolVersions(registry: ToolRegistry, names?: readonly string[]): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const info of registry.list()) {
    if (names && !names.includes(info.name)) continue;
    versions[info.name] = createHash('sha256')
      .update(JSON.stringify([info.description, info.inputJsonSchema]))
      .digest('hex')
      .slice(0, 12);
  }
  return versions;
}
