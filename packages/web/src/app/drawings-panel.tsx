import { type FormEvent, useEffect, useState } from 'react';
import { drawingsApi } from './drawings-api.ts';
import type { LiveState } from './live-state.ts';
import type { DrawingAnswer, DrawingBox, DrawingSetSummary, DrawingSheets } from './wire-types.ts';

interface Viewer {
  setId: string;
  page: number;
  label: string;
  box?: DrawingBox;
}

/** The sheet at reading size, with the cited region outlined (bbox fractions of the page). */
function SheetViewer({ viewer, onClose }: { viewer: Viewer; onClose: () => void }) {
  const { box } = viewer;
  return (
    <figure className="sheet-viewer" data-testid="sheet-viewer">
      <figcaption>
        {viewer.label}{' '}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </figcaption>
      <div className="sheet-frame">
        <img src={drawingsApi.imageUrl(viewer.setId, viewer.page, 1600)} alt={viewer.label} />
        {box && (
          <div
            className="region-outline"
            data-testid="region-outline"
            style={{
              left: `${box.x * 100}%`,
              top: `${box.y * 100}%`,
              width: `${Math.max(box.w * 100, 0.5)}%`,
              height: `${Math.max(box.h * 100, 0.5)}%`,
            }}
          />
        )}
      </div>
    </figure>
  );
}

function AnswerCard({
  answer,
  open,
}: {
  answer: DrawingAnswer;
  open: (viewer: Omit<Viewer, 'setId'>, set: string) => void;
}) {
  const [feedback, setFeedback] = useState<string>();
  const send = async (verdict: 'up' | 'down') => {
    await drawingsApi.feedback(answer.id, verdict);
    setFeedback(verdict === 'up' ? 'Thanks — marked helpful.' : 'Thanks — marked wrong.');
  };
  return (
    <div className="card drawing-answer" data-testid="drawing-answer">
      <p className={answer.abstained ? 'abstained' : ''}>{answer.answer}</p>
      <ul className="provenance">
        {answer.provenance.slice(0, 5).map((p) => (
          <li key={`${p.set}-${p.page}-${p.bbox.x}-${p.bbox.y}-${p.quote.slice(0, 40)}`}>
            <button
              type="button"
              onClick={() =>
                open({ page: p.page, label: `${p.sheet} — ${p.title} (${p.region})`, box: p.bbox }, p.set)
              }
            >
              {p.sheet} · {p.region}
            </button>
            <q>{p.quote.slice(0, 120)}</q>
          </li>
        ))}
      </ul>
      <p className="usage">
        {answer.abstained ? 'Not answered from the drawings' : `Confidence ${answer.confidence}`} ·{' '}
        {answer.latencyMs} ms
        {answer.cached ? ' · cached' : ''}
      </p>
      {feedback ? (
        <p role="status">{feedback}</p>
      ) : (
        <span className="thumbs">
          <button type="button" aria-label="Good answer" onClick={() => send('up')}>
            Right
          </button>
          <button type="button" aria-label="Wrong answer" onClick={() => send('down')}>
            Wrong
          </button>
        </span>
      )}
    </div>
  );
}

/** Drawing sets of an estimate: add a PDF, see its sheets, ask questions, open the cited spot. */
export function DrawingsPanel({
  estimateId,
  progress,
}: {
  estimateId: string;
  progress?: LiveState['drawingProgress'];
}) {
  const [sets, setSets] = useState<DrawingSetSummary[]>([]);
  const [sheets, setSheets] = useState<DrawingSheets>();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<DrawingAnswer>();
  const [viewer, setViewer] = useState<Viewer>();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const current = sets.filter((s) => !s.superseded).at(-1);

  useEffect(() => {
    drawingsApi.listSets(estimateId).then(setSets, (e: Error) => setError(e.message));
  }, [estimateId]);
  useEffect(() => {
    if (current) drawingsApi.sheets(current.id).then(setSheets, (e: Error) => setError(e.message));
  }, [current]);

  const add = async (file: File | undefined) => {
    if (!file) return;
    setStatus(`Reading ${file.name}…`);
    setError(undefined);
    try {
      await drawingsApi.addSet(estimateId, file);
      setSets(await drawingsApi.listSets(estimateId));
      setStatus(undefined);
    } catch (e) {
      setStatus(undefined);
      setError((e as Error).message);
    }
  };
  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) return;
    setError(undefined);
    try {
      setAnswer(await drawingsApi.ask(question, current?.id));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const open = (view: Omit<Viewer, 'setId'>, setName: string) => {
    const set = sets.find((s) => s.name === setName && !s.superseded) ?? current;
    if (set) setViewer({ ...view, setId: set.id });
  };

  return (
    <section className="card drawings-panel" aria-label="Drawings">
      <h2>Drawings</h2>
      <label className="file-pick">
        Add a PDF drawing set{' '}
        <input type="file" accept="application/pdf" onChange={(e) => add(e.target.files?.[0])} />
      </label>
      {status && (
        <p role="status">
          {progress
            ? `Reading ${progress.fileName}: sheet ${progress.page} of ${progress.pageCount} (${progress.sheet})…`
            : status}
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {current && sheets && (
        <>
          <p>
            {current.name} (revision {current.revision}): {sheets.sheets.length} sheet(s)
          </p>
          <ul className="sheet-thumbs">
            {sheets.sheets.map((sheet) => (
              <li key={sheet.page}>
                <button
                  type="button"
                  onClick={() =>
                    setViewer({
                      setId: current.id,
                      page: sheet.page,
                      label: `${sheet.number} — ${sheet.title}`,
                    })
                  }
                >
                  <img
                    src={drawingsApi.imageUrl(current.id, sheet.page, 320)}
                    alt={`${sheet.number} ${sheet.title}`}
                    loading="lazy"
                  />
                  <span>
                    {sheet.number} {sheet.title}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <form onSubmit={ask} className="ask-drawings">
            <input
              aria-label="Ask the drawings"
              placeholder="How many doors are in the door schedule?"
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              maxLength={2000}
            />
            <button type="submit">Ask</button>
          </form>
        </>
      )}
      {answer && <AnswerCard answer={answer} open={open} />}
      {viewer && <SheetViewer viewer={viewer} onClose={() => setViewer(undefined)} />}
    </section>
  );
}
