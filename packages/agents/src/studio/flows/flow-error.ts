import type { FlowError, FlowErrorCategory } from './flow-event.ts';

/** A step's failure with its category (what the run log and the failure-rate alert count). */
export class FlowStepError extends Error {
  constructor(
    readonly code: string,
    readonly category: FlowErrorCategory,
    message: string,
  ) {
    super(message);
    this.name = 'FlowStepError';
  }
}

const BY_CODE: Record<string, FlowErrorCategory> = {
  RATE_LIMITED: 'rate-limit',
  BUDGET_EXCEEDED: 'budget',
  PERMISSION_DENIED: 'permission',
  VALIDATION_FAILED: 'validation',
  INVALID_CONDITION: 'validation',
  INVALID_FORMULA: 'validation',
  UNKNOWN_TRANSFORM: 'validation',
};

/** Anything thrown by a step as a FlowError: by code, by HTTP status, by network failure, else `fallback`. */
export function toFlowError(error: unknown, fallback: FlowErrorCategory, stepId?: string): FlowError {
  const { code, statusCode, category, message, cause } = (error ?? {}) as {
    code?: unknown;
    statusCode?: unknown;
    category?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  const text = typeof message === 'string' ? message : String(error);
  const codeText = typeof code === 'string' ? code : 'STEP_FAILED';
  let resolved: FlowErrorCategory = fallback;
  if (error instanceof FlowStepError) resolved = error.category;
  else if (typeof code === 'string' && BY_CODE[code]) resolved = BY_CODE[code];
  else if (statusCode === 429) resolved = 'rate-limit';
  else if (category === 'rate_limit') resolved = 'rate-limit';
  else if (
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|fetch failed/i.test(
      `${text} ${String((cause as Error | undefined)?.message ?? '')}`,
    )
  )
    resolved = 'network';
  return { code: codeText, category: resolved, message: text, ...(stepId ? { stepId } : {}) };
}
