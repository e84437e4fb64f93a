import { useState } from 'react';
import { type DraftFields, mergeDraft, sameFields } from './merge-draft.ts';

/**
 * A form's fields kept as the person's draft over values that arrive from the server: when the server's values
 * change (a chat edit, another window, the form's own save), untouched fields follow them and typed fields stay.
 * Returns the fields, a setter for one field, and `reset` to drop the draft back to the server's values.
 */
export function useFormDraft<T extends DraftFields>(serverFields: T) {
  const [base, setBase] = useState<T>(serverFields);
  const [draft, setDraft] = useState<T>(serverFields);
  let fields = draft;
  if (!sameFields(base, serverFields)) {
    // Adjusting state while rendering, as React documents for state derived from props: no effect, no flash of
    // the reset values.
    fields = mergeDraft(base, draft, serverFields);
    setBase(serverFields);
    setDraft(fields);
  }
  const setField = (key: keyof T, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const reset = () => setDraft(serverFields);
  return { fields, setField, reset };
}
