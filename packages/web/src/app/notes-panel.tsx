import { type FormEvent, useState } from 'react';
import { EditField } from './edit-field.tsx';
import { AnswerQuestionForm } from './questions/answer-question-form.tsx';
import type { Estimate } from './wire-types.ts';

export type NoteKind = 'assumptions' | 'questions' | 'exclusions';

const SECTIONS: { kind: NoteKind; title: string; empty: string; placeholder: string }[] = [
  {
    kind: 'assumptions',
    title: 'Assumptions',
    empty: 'None recorded.',
    placeholder: 'e.g. Existing subfloor is sound',
  },
  {
    kind: 'questions',
    title: 'Questions for the client',
    empty: 'None open.',
    placeholder: 'e.g. Which tile?',
  },
  { kind: 'exclusions', title: 'Exclusions', empty: 'None listed.', placeholder: 'e.g. Painting of trim' },
];

interface NotesPanelProps {
  estimate: Estimate;
  busy: boolean;
  onChange: (kind: NoteKind, notes: string[]) => void;
  /** Answers an open question: the server prices again what it was about. */
  onAnswer?: (question: string, answer: string) => void;
}

function NoteList({
  kind,
  title,
  empty,
  placeholder,
  notes,
  busy,
  onChange,
  onAnswer,
}: (typeof SECTIONS)[number] & {
  notes: string[];
  busy: boolean;
  onChange: NotesPanelProps['onChange'];
  onAnswer?: NotesPanelProps['onAnswer'];
}) {
  const [draft, setDraft] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    onChange(kind, [...notes, draft.trim()]);
    setDraft('');
  };
  return (
    <section aria-label={title} className={`notes notes-${kind}`}>
      <h3>{title}</h3>
      {notes.length === 0 && <p className="muted">{empty}</p>}
      <ul>
        {notes.map((note, index) => (
          // A note's text and which repeat of it this is: stable while notes are added or removed.
          <li key={`${note}#${notes.slice(0, index).filter((other) => other === note).length}`}>
            <EditField
              label={`${title} ${index + 1}`}
              value={note}
              disabled={busy}
              onCommit={(text) => {
                if (!text.trim()) return false;
                onChange(
                  kind,
                  notes.map((old, i) => (i === index ? text.trim() : old)),
                );
                return true;
              }}
            />
            <button
              type="button"
              className="link"
              disabled={busy}
              aria-label={`Remove ${title.toLowerCase()} ${index + 1}`}
              onClick={() =>
                onChange(
                  kind,
                  notes.filter((_, i) => i !== index),
                )
              }
            >
              Remove
            </button>
            {kind === 'questions' && onAnswer && (
              <AnswerQuestionForm question={note} index={index} busy={busy} onAnswer={onAnswer} />
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="note-add">
        <input
          aria-label={`New ${title.toLowerCase()}`}
          placeholder={placeholder}
          value={draft}
          disabled={busy}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" disabled={busy || !draft.trim()}>
          Add
        </button>
      </form>
    </section>
  );
}

/** What the price rests on, what is still to ask and what is not included: shown, and edited in place. */
export function NotesPanel({ estimate, busy, onChange, onAnswer }: NotesPanelProps) {
  return (
    <section className="card notes-panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Assumptions, questions and exclusions</h2>
      {SECTIONS.map((section) => (
        <NoteList
          key={section.kind}
          {...section}
          notes={estimate[section.kind]}
          busy={busy}
          onChange={onChange}
          {...(onAnswer ? { onAnswer } : {})}
        />
      ))}
    </section>
  );
}
