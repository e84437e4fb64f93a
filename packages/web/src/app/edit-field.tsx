import { type KeyboardEvent, useEffect, useState } from 'react';

interface EditFieldProps {
  label: string;
  value: string;
  /** Returns false when the text is not acceptable; the field then shows it as invalid. */
  onCommit: (text: string) => boolean;
  disabled?: boolean;
  inputMode?: 'decimal' | 'text';
  className?: string;
}

/**
 * An inline edit: typing changes only the field; Enter or leaving the field saves, Escape restores. A value
 * arriving from the server (another window) replaces the text unless the person is editing it.
 */
export function EditField({
  label,
  value,
  onCommit,
  disabled,
  inputMode = 'text',
  className,
}: EditFieldProps) {
  const [text, setText] = useState(value);
  const [editing, setEditing] = useState(false);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (!editing) setText(value);
  }, [value, editing]);
  const commit = () => {
    setEditing(false);
    if (text === value) return setInvalid(false);
    const ok = onCommit(text);
    setInvalid(!ok);
    if (!ok) setText(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      setText(value);
      setEditing(false);
      event.currentTarget.blur();
    }
  };
  return (
    <input
      className={`edit ${className ?? ''}`}
      aria-label={label}
      aria-invalid={invalid || undefined}
      inputMode={inputMode}
      value={text}
      disabled={disabled}
      onFocus={() => setEditing(true)}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
