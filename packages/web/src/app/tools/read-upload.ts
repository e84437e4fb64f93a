/** A picked file's bytes as base64 (FileReader's data URL without its prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The id and title of every line of an estimate given as a tool argument (for the tender mapping). */
export function estimateItemsOf(estimate: unknown): { id: string; title: string }[] {
  const groups = (estimate as { groups?: { items?: { id?: unknown; title?: unknown }[] }[] } | undefined)
    ?.groups;
  if (!Array.isArray(groups)) return [];
  return groups.flatMap((group) =>
    (group.items ?? [])
      .filter((item) => typeof item.id === 'string')
      .map((item) => ({ id: String(item.id), title: String(item.title ?? item.id) })),
  );
}

/** Overrides merged: a later choice for the same bid line replaces the earlier one. */
export function mergeOverrides<T extends { bidder: string; line: number }>(earlier: T[], later: T[]): T[] {
  const key = (o: T) => `${o.bidder}#${o.line}`;
  const replaced = new Set(later.map(key));
  return [...earlier.filter((o) => !replaced.has(key(o))), ...later];
}
