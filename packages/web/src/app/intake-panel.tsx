import { type FormEvent, useState } from 'react';
import { api } from './api-client.ts';
import { IntakePhotoForm } from './intake-photo-form.tsx';
import type { Brief, IntakeResponse } from './wire-types.ts';

type Mode = 'quick' | 'full' | 'open';

const MODE_LABELS: Record<Mode, string> = {
  quick: 'Quick (~3 questions)',
  full: 'Full (~10 questions)',
  open: 'Open conversation',
};

const mark = (source: 'said' | 'inferred') => (source === 'inferred' ? ' (assumed)' : '');

/** The brief as it grows, beside the chat: what was said, and what was assumed marked as such. */
function BriefView({ brief }: { brief: Brief }) {
  const rows: [string, string][] = [];
  if (brief.projectType)
    rows.push(['Project', `${brief.projectType.value}${mark(brief.projectType.source)}`]);
  for (const room of brief.rooms)
    rows.push([
      'Room',
      `${room.name}${room.lengthFt && room.widthFt ? ` ${room.lengthFt} × ${room.widthFt} ft` : room.areaSqFt ? ` ${room.areaSqFt} sq ft` : ''}`,
    ]);
  for (const item of brief.scopeOfWork) rows.push([`Work · ${item.area}`, item.work]);
  for (const entry of brief.existingConditions) rows.push(['Existing', entry.text]);
  if (brief.finishLevel) rows.push(['Finish', `${brief.finishLevel.value}${mark(brief.finishLevel.source)}`]);
  const style = [brief.style.style?.text, ...brief.style.colours.map((c) => c.text)].filter(Boolean);
  if (style.length) rows.push(['Style', style.join(', ')]);
  const materials = [...brief.style.materials, ...brief.style.lighting].map((m) => m.text);
  if (materials.length) rows.push(['Materials', materials.join(', ')]);
  if (brief.keepItems.length) rows.push(['Keep', brief.keepItems.map((k) => k.text).join(', ')]);
  const { budgetCents, timeline, occupancy, access, permits } = brief.constraints;
  if (budgetCents) rows.push(['Budget', `$${(budgetCents.value / 100).toLocaleString('en-US')}`]);
  if (timeline) rows.push(['Timeline', timeline.text]);
  for (const entry of [occupancy, access, permits]) if (entry) rows.push(['Site', entry.text]);
  for (const photo of brief.photos)
    rows.push(['Photo', photo.note ? `${photo.name} — ${photo.note}` : photo.name]);
  return (
    <aside className="intake-brief" aria-label="Project brief">
      <h3>Brief</h3>
      {rows.length === 0 ? (
        <p className="muted">Nothing yet.</p>
      ) : (
        <dl>
          {rows.map(([label, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt from the brief on every render.
            <div key={index}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}

/**
 * The intake interview: pick a mode, answer (or tap a quick reply), watch the brief fill in, confirm the summary,
 * then turn the brief into a plan that appears for approval like any other.
 */
export function IntakePanel({ estimateId, announced }: { estimateId: string; announced?: IntakeResponse }) {
  const [mode, setMode] = useState<Mode>('quick');
  const [own, setIntake] = useState<IntakeResponse | undefined>();
  // Another window's turns arrive as intake_updated: the newer of the two is shown.
  const intake =
    announced && (!own || (announced.id === own.id && announced.transcript.length > own.transcript.length))
      ? announced
      : own;
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [planned, setPlanned] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const reply = (text: string) =>
    run(async () => {
      if (!intake) return;
      setIntake(await api.answerIntake(intake.id, text));
      setAnswer('');
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void reply(answer);
  };

  if (!intake)
    return (
      <section className="card intake-panel" aria-label="Intake interview">
        <h2>Intake interview</h2>
        <p className="muted">Not sure what to say? Answer a few questions and Quoin writes the brief.</p>
        <label>
          Mode{' '}
          <select
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
            aria-label="Interview mode"
          >
            {(Object.keys(MODE_LABELS) as Mode[]).map((key) => (
              <option key={key} value={key}>
                {MODE_LABELS[key]}
              </option>
            ))}
          </select>
        </label>{' '}
        <button
          type="button"
          disabled={busy}
          onClick={() => run(async () => setIntake(await api.startIntake(estimateId, mode)))}
        >
          Start interview
        </button>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </section>
    );

  const turn = intake.turns.at(-1);
  return (
    <section className="card intake-panel" aria-label="Intake interview">
      <h2>Intake interview</h2>
      {turn && (
        <p className="muted" data-testid="intake-progress">
          {turn.progress.text}
        </p>
      )}
      <div className="intake-columns">
        <div className="intake-chat">
          <ol className="chat-log" aria-label="Interview">
            {intake.transcript.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the transcript only grows.
              <li key={index} className={`chat-${entry.role}`}>
                <strong>{entry.role === 'user' ? 'You' : 'Quoin'}:</strong>{' '}
                <span className="pre">{entry.text}</span>
              </li>
            ))}
          </ol>
          {intake.status !== 'confirmed' && turn && (
            <>
              <fieldset className="quick-replies" aria-label="Quick replies">
                {turn.quickReplies.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    disabled={busy}
                    onClick={() => void reply(option.value)}
                  >
                    {option.label}
                  </button>
                ))}
              </fieldset>
              <form onSubmit={onSubmit} className="intake-answer">
                <input
                  aria-label="Answer"
                  value={answer}
                  maxLength={20_000}
                  onChange={(event) => setAnswer(event.target.value)}
                  placeholder={turn.openEnded ? 'Your answer, in your own words' : 'Or type an answer'}
                />
                <button type="submit" disabled={busy}>
                  Answer
                </button>
              </form>
            </>
          )}
          {intake.status === 'confirmed' && (
            <button
              type="button"
              disabled={busy || planned}
              onClick={() =>
                run(async () => {
                  await api.proposeIntakePlan(intake.id);
                  setPlanned(true);
                })
              }
            >
              {planned ? 'Plan proposed — approve it below' : 'Make a plan from this brief'}
            </button>
          )}
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <IntakePhotoForm estimateId={estimateId} intakeId={intake.id} onAdded={setIntake} />
        </div>
        <BriefView brief={intake.brief} />
      </div>
    </section>
  );
}
