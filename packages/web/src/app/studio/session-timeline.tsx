import type { AgentRunLog } from './studio-types.ts';

const micro = (microUsd: number) => (microUsd === 0 ? '$0' : `$${(microUsd / 1e6).toFixed(4)}`);

function show(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  const { text } = value as { text?: unknown };
  if (typeof text === 'string' && Object.keys(value as object).length === 1) return text;
  return JSON.stringify(value, null, 2);
}

/** One run as a timeline: each step with its status, what it was given and gave (redacted), tokens and cost. */
export function SessionTimeline({ run }: { run: AgentRunLog }) {
  return (
    <div className="session">
      <p className={`run-status status-${run.status}`} data-testid="run-status">
        {run.agentName} v{run.agentVersion}
        {run.playground ? ' (playground)' : ''}: <strong>{run.status}</strong>
        {run.errorCategory ? ` — ${run.errorCategory}` : ''}
      </p>
      {run.errorMessage && <p className="error">{run.errorMessage}</p>}
      <p className="muted">
        {run.inputTokens} tokens in, {run.outputTokens} out · {micro(run.costMicroUsd)} · {run.latencyMs} ms
        {run.estimateId ? ` · estimate ${run.estimateId}` : ''} · by {run.actor}
      </p>
      <ol className="timeline" aria-label="Steps">
        {run.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a run's steps are a fixed log, and a loop repeats a step id.
          <li key={`${step.stepId}-${index}`} className={`step step-${step.status}`}>
            <div className="step-head">
              <span className="badge">{step.status}</span> <strong>{step.stepId}</strong>{' '}
              <span className="muted">
                {step.kind}
                {step.toolName ? ` · ${step.toolName}` : ''} · {step.inputTokens + step.outputTokens} tokens ·{' '}
                {micro(step.costMicroUsd)}
              </span>
            </div>
            {step.error && <p className="error">{step.error}</p>}
            {step.input !== undefined && (
              <details>
                <summary>Sent</summary>
                <pre>{show(step.input)}</pre>
              </details>
            )}
            {step.output !== undefined && (
              <details open={index === run.steps.length - 1}>
                <summary>Answer</summary>
                <pre>{show(step.output)}</pre>
              </details>
            )}
          </li>
        ))}
      </ol>
      {run.output && (
        <div className="card run-output">
          <h3>Output</h3>
          <pre data-testid="run-output">{run.output}</pre>
        </div>
      )}
    </div>
  );
}
