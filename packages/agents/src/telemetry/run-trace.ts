import { type Attributes, context, type Span, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';

/**
 * The spans of one run: `agent.run` → `agent.step N` → (`chat MODEL` from the tracing middleware, and
 * `tool NAME` per tool call). A step's span opens with its first model call and closes at its step end.
 */
export class RunTrace {
  private readonly runSpan: Span;
  private stepSpan: Span | undefined;
  private stepNumber = 0;

  constructor(
    readonly tracer: Tracer,
    attributes: Attributes,
  ) {
    this.runSpan = tracer.startSpan('agent.run', { attributes });
  }

  private childOf(parent: Span) {
    return trace.setSpan(context.active(), parent);
  }

  /** The open step's span, opened if needed (the middleware's parent for model calls). */
  currentStep(): Span {
    if (!this.stepSpan) {
      this.stepSpan = this.tracer.startSpan(
        `agent.step ${this.stepNumber}`,
        { attributes: { 'quoin.step.number': this.stepNumber } },
        this.childOf(this.runSpan),
      );
    }
    return this.stepSpan;
  }

  endStep(attributes: Attributes): void {
    const span = this.currentStep();
    span.setAttributes(attributes);
    span.end();
    this.stepSpan = undefined;
    this.stepNumber += 1;
  }

  /** Runs a tool call inside a `tool NAME` span under the open step. */
  async tool<T extends { status: string }>(name: string, execute: () => Promise<T>): Promise<T> {
    const span = this.tracer.startSpan(
      `tool ${name}`,
      { attributes: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name } },
      this.childOf(this.currentStep()),
    );
    try {
      const response = await execute();
      span.setAttribute('quoin.tool.status', response.status);
      if (response.status === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  }

  end(status: string, attributes: Attributes, error?: { code: string; message: string }): void {
    if (this.stepSpan) this.stepSpan.end();
    this.runSpan.setAttributes({ ...attributes, 'quoin.run.status': status });
    if (error !== undefined || status === 'error') {
      if (error) this.runSpan.recordException({ name: error.code, message: error.message });
      this.runSpan.setStatus({ code: SpanStatusCode.ERROR, ...(error ? { message: error.message } : {}) });
    } else {
      this.runSpan.setStatus({ code: SpanStatusCode.OK });
    }
    this.runSpan.end();
  }
}
