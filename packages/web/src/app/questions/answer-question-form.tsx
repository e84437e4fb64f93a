import { type FormEvent, useState } from 'react';

interface AnswerQuestionFormProps {
  question: string;
  /** Its place in the list, for a label a screen reader can tell apart. */
  index: number;
  busy: boolean;
  onAnswer: (question: string, answer: string) => void;
}

/** The client's answer to one open question; the server prices again what it was about. */
export function AnswerQuestionForm({ question, index, busy, onAnswer }: AnswerQuestionFormProps) {
  const [answer, setAnswer] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return;
    onAnswer(question, answer.trim());
    setAnswer('');
  };
  return (
    <form onSubmit={submit} className="question-answer">
      <input
        aria-label={`Answer to question ${index + 1}`}
        placeholder="Answer, e.g. 12x14 with 9 ft ceilings"
        value={answer}
        disabled={busy}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <button type="submit" disabled={busy || !answer.trim()}>
        Answer
      </button>
    </form>
  );
}
