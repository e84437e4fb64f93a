/**
 * The path of the first string (or object key) holding a NUL character, or undefined. PostgreSQL text cannot
 * hold U+0000, so such input would fail at the database as a 500; it is refused at the boundary instead, naming
 * the field. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown): (string | number)[] | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path;
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        pending.push({ value: item, path: [...next.path, index] });
      });
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        if (key.includes('\u0000')) return next.path;
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return undefined;
}

/** `body.assumptions.0`: where a field is, as the error messages write it. */
export function formatFieldPath(where: string | undefined, path: readonly (string | number)[]): string {
  return [...(where ? [where] : []), ...path].join('.') || 'the value';
}

/** The sentence for a NUL character found at `field`. */
export function nulCharacterMessage(field: string): string {
  return `${field} contains a NUL character (\\u0000), which no text field may hold; remove it.`;
}
