import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { LiveState } from './live-state.ts';
import type { ClientEvent } from './wire-types.ts';

/** Shown before the first message; the server's suggestions_updated replaces them once it sends any. */
const STARTER_SUGGESTIONS = [
  'Paint a 12x14 bedroom, walls and ceiling',
  'Remodel a 5x8 bathroom',
  'Replace the 40 gallon gas water heater',
];

const ROLE_LABELS: Record<string, string> = {
  user: 'You',
  assistant: 'Quoin',
  system: 'System',
  tool: 'Tool',
};

/** The chat: history, the streamed reply, suggestion chips, a "Message" box and "Send". */
export function ChatPanel({ state, send }: { state: LiveState; send: (event: ClientEvent) => boolean }) {
  const [text, setText] = useState('');
  const [notSent, setNotSent] = useState(false);
  const logRef = useRef<HTMLOListElement>(null);
  const messageCount = state.messages.length;
  const streamed = state.streaming.length;

  useEffect(() => {
    // Scroll on every new message or chunk; the two values are what changes.
    void messageCount;
    void streamed;
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messageCount, streamed]);

  const submit = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    const sent = send({ type: 'user_message', text: trimmed });
    setNotSent(!sent);
    if (sent) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit(text);
    }
  };
  const suggestions = state.suggestions.length
    ? state.suggestions
    : state.messages.length === 0
      ? STARTER_SUGGESTIONS
      : [];

  return (
    <section className="card chat" aria-labelledby="chat-heading">
      <h2 id="chat-heading">Chat</h2>
      <ol className="messages" ref={logRef} aria-live="polite" aria-label="Conversation">
        {state.messages.map((message) => (
          <li key={message.id} className={`message ${message.role}`}>
            <span className="who">{ROLE_LABELS[message.role] ?? message.role}</span>
            <span className="text">{message.content}</span>
          </li>
        ))}
        {state.streaming && (
          <li className="message assistant streaming">
            <span className="who">Quoin</span>
            <span className="text">{state.streaming}</span>
          </li>
        )}
      </ol>
      {suggestions.length > 0 && (
        <fieldset className="chips">
          <legend className="visually-hidden">Suggestions</legend>
          {suggestions.map((suggestion) => (
            <button key={suggestion} type="button" className="chip" onClick={() => setText(suggestion)}>
              {suggestion}
            </button>
          ))}
        </fieldset>
      )}
      <form className="composer" onSubmit={onSubmit}>
        <label htmlFor="chat-message" className="visually-hidden">
          Message
        </label>
        <textarea
          id="chat-message"
          rows={2}
          value={text}
          placeholder="Describe the job (Enter sends, Shift+Enter for a new line)"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="composer-actions">
          <span title="Photo and PDF uploads are not available on this server yet">
            <button type="button" disabled aria-label="Attach photos or PDFs (not available yet)">
              Attach
            </button>
          </span>
          <button type="submit" className="primary">
            Send
          </button>
        </div>
      </form>
      {notSent && (
        <p role="alert" className="error">
          Not connected; the message was kept. Try again in a moment.
        </p>
      )}
    </section>
  );
}
