/** A form's text fields by name. */
export type DraftFields = Record<string, string>;

/**
 * The form after the server's values move from `base` to `incoming` while the person holds `draft`: a field
 * the person has not touched (still equal to `base`) takes the server's new value; a field they typed in keeps
 * what they typed. Resetting the whole form on every estimate update blanked typing whenever a chat edit or a
 * second window saved the estimate (issue 15).
 */
export function mergeDraft<T extends DraftFields>(base: T, draft: T, incoming: T): T {
  const merged = { ...incoming };
  for (const key of Object.keys(incoming) as (keyof T)[]) {
    if (draft[key] !== base[key]) merged[key] = draft[key];
  }
  return merged;
}

/** True when two sets of fields hold the same values (a new object with the same text is no change). */
export function sameFields(left: DraftFields, right: DraftFields): boolean {
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (left[key] !== right[key]) return false;
  return true;
}
