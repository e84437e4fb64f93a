import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { configOf, type DraftForm, EMPTY_FORM, formOf } from './draft-config.ts';
import { EstimatePicker } from './estimate-picker.tsx';
import { SessionTimeline } from './session-timeline.tsx';
import { studioApi } from './studio-api.ts';
import type { AgentConfigInput, AgentDetail, AgentRunLog, FlowProblem } from './studio-types.ts';
import { useEstimateChoices } from './use-estimate-choices.ts';
import { VersionsPanel } from './versions-panel.tsx';
import { WizardStep } from './wizard-step.tsx';

const STEPS = ['Prompt', 'Bindings', 'Flow steps', 'Output', 'Permissions'] as const;

/**
 * `/agents/new` and `/agents/:name`: the step-by-step wizard (prompt, bindings, flow steps, output,
 * permissions) with live validation and a mock run before saving; for a saved agent also its versions,
 * publish, rollback and runs (the spec's Configurator).
 */
export function AgentConfigurator({ name, navigate }: { name?: string; navigate: (to: string) => void }) {
  const [detail, setDetail] = useState<AgentDetail | undefined>();
  const [form, setForm] = useState<DraftForm>(EMPTY_FORM);
  const [step, setStep] = useState(0);
  const [problems, setProblems] = useState<FlowProblem[]>([]);
  const [message, setMessage] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [mockRun, setMockRun] = useState<AgentRunLog | undefined>();
  const [busy, setBusy] = useState(false);
  const estimates = useEstimateChoices();
  const [mockEstimateId, setMockEstimateId] = useState<string | undefined>();
  const mockEstimate = mockEstimateId ?? estimates[0]?.id ?? '';

  const load = useCallback(async () => {
    if (!name) return;
    const loaded = await studioApi.getAgent(name);
    setDetail(loaded);
    setForm(formOf(loaded.version.config as AgentConfigInput));
  }, [name]);
  useEffect(() => {
    load().catch((e: Error) => setError(e.message));
  }, [load]);

  const base = detail?.version.config as AgentConfigInput | undefined;
  const built = useMemo(() => configOf(form, base), [form, base]);
  useEffect(() => {
    if (!built.config) {
      setProblems([{ code: 'INVALID_JSON', field: 'flow', message: built.error ?? 'invalid' }]);
      return;
    }
    const timer = setTimeout(() => {
      studioApi
        .validate(built.config)
        .then((answer) => setProblems(answer.problems))
        .catch(() => {});
    }, 250);
    return () => clearTimeout(timer);
  }, [built]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    setMessage(undefined);
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiError ? `${e.code}: ${e.message}` : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const update = (patch: Partial<DraftForm>) => setForm((current) => ({ ...current, ...patch }));

  const save = () =>
    act(async () => {
      if (!built.config) throw new Error(built.error);
      if (detail) {
        const saved = await studioApi.saveAgent(
          detail.agent.name,
          built.config,
          'edited in the configurator',
        );
        setMessage(`Saved v${saved.version.version} as a draft; publish it to make it run.`);
        await load();
      } else {
        const created = await studioApi.createAgent(built.config);
        navigate(`/agents/${encodeURIComponent(created.agent.name)}`);
      }
    });
  const mock = () =>
    act(async () => {
      if (!built.config) throw new Error(built.error);
      const { run } = await studioApi.run(form.name || 'draft', {
        config: built.config,
        input: { topic: 'a sample job' },
        ...(mockEstimate ? { estimateId: mockEstimate } : {}),
      });
      setMockRun(run);
    });

  return (
    <section aria-labelledby="configurator-heading" className="configurator">
      <div className="list-header">
        <h1 id="configurator-heading">{detail ? detail.agent.name : 'New agent'}</h1>
        <div className="row-actions">
          <button type="button" onClick={() => navigate('/agents')}>
            Gallery
          </button>
          {detail && (
            <button
              type="button"
              onClick={() => navigate(`/agents/${encodeURIComponent(detail.agent.name)}/playground`)}
            >
              Playground
            </button>
          )}
        </div>
      </div>
      <ol className="wizard-steps" aria-label="Wizard steps">
        {STEPS.map((label, index) => (
          <li key={label}>
            <button
              type="button"
              aria-current={index === step ? 'step' : undefined}
              onClick={() => setStep(index)}
            >
              {index + 1}. {label}
            </button>
          </li>
        ))}
      </ol>
      <div className="card">
        <WizardStep step={STEPS[step] ?? 'Prompt'} form={form} update={update} isNew={!detail} />
        <div className="row-actions">
          <button type="button" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Back
          </button>
          <button type="button" disabled={step === STEPS.length - 1} onClick={() => setStep(step + 1)}>
            Next
          </button>
        </div>
      </div>
      <div className="card" role="status" aria-label="Validation">
        {problems.length === 0 ? (
          <p className="ok">No problems: the flow is valid.</p>
        ) : (
          <ul className="problems">
            {problems.map((problem) => (
              <li key={`${problem.code}-${problem.stepId}-${problem.field}`} className="warn">
                <strong>{problem.stepId ? `${problem.stepId}.${problem.field}` : problem.field}</strong>:{' '}
                {problem.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="row-actions">
        <EstimatePicker
          label="Mock run on"
          ariaLabel="Mock run estimate"
          noneLabel="(no estimate)"
          value={mockEstimate}
          estimates={estimates}
          onChange={setMockEstimateId}
        />
        <button type="button" disabled={busy} onClick={mock}>
          Mock run
        </button>
        <button type="button" className="primary" disabled={busy || !built.config} onClick={save}>
          {detail ? 'Save draft' : 'Save agent'}
        </button>
      </div>
      {message && <p className="ok">{message}</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {mockRun && (
        <section className="card" aria-label="Mock run">
          <h2>Mock run (not saved)</h2>
          <SessionTimeline run={mockRun} />
        </section>
      )}
      {detail && (
        <VersionsPanel detail={detail} reload={load} navigate={navigate} act={act} setMessage={setMessage} />
      )}
    </section>
  );
}
