import { type ChangeEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { api } from './api-client.ts';
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
export function ChatPanel({
  estimateId,
  state,
  send,
}: {
  estimateId: string;
  state: LiveState;
  send: (event: ClientEvent) => boolean;
}) {
  const [attached, setAttached] = useState<{ id: string; name: string }[]>([]);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    api
      .listUploads(estimateId)
      .then(({ uploads }) =>
        setAttached(uploads.map((u) => ({ id: u.id, name: u.originalName ?? u.mediaType }))),
      )
      .catch(() => {});
  }, [estimateId]);
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      try {
        const upload = await api.uploadFile(estimateId, file);
        setAttached((list) => [...list, { id: upload.id, name: upload.originalName ?? file.name }]);
        setUploadError(undefined);
      } catch (error) {
        setUploadError(`${file.name}: ${(error as Error).message}`);
      }
    }
  };
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
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
            multiple
            hidden
            onChange={onFiles}
            aria-label="Photos or PDFs to attach"
          />
          <button
            type="button"
            onClick={() => fileRef.current?.click()}
            title="Photos or PDF drawings, up to 20 MB each"
          >
            Attach
          </button>
          <button type="submit" className="primary">
            Send
          </button>
        </div>
      </form>
      {attached.length > 0 && (
        <ul className="attachments" aria-label="Attachments">
          {attached.map((file) => (
            <li key={file.id}>
              <a href={api.uploadUrl(estimateId, file.id)} target="_blank" rel="noreferrer">
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {uploadError && (
        <p role="alert" className="error">
          {uploadError}
        </p>
      )}
      {notSent && (
        <p role="alert" className="error">
          Not connected; the message was kept. Try again in a moment.
        </p>
      )}
    </section>
  );
}
