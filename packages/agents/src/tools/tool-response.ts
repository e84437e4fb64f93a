import type { ToolErrorCategory } from './tool-error.ts';

/** A problem with one argument: `path` names the parameter ("activities.0.durationDays"). */
export interface ToolArgumentIssue {
  path: string;
  code: string;
  message: string;
}

export interface ToolResponseError {
  category: ToolErrorCategory;
  code: string;
  message: string;
  isRetryable: boolean;
  /** For validation errors: every argument problem, each naming its parameter. */
  issues?: ToolArgumentIssue[];
  /** What to try instead, e.g. the names of tools close to an unknown one. */
  suggestions?: string[];
  details?: Record<string, unknown>;
}

/**
 * The one shape every tool call returns (unified-tools spec, "StandardResponse"). `status` is "warning" when
 * the tool succeeded but reported warnings (in `metadata.warnings`).
 */
export interface ToolResponse<T = unknown> {
  status: 'success' | 'warning' | 'error';
  data: T | null;
  files: string[];
  metadata: Record<string, unknown>;
  error: ToolResponseError | null;
  /** Milliseconds from the call to its answer, measured with the registry's timer. */
  executionTime: number;
  toolName: string;
  /** ISO time the call started, from the registry's clock. */
  timestamp: string;
}

/** A successful response (or a warning one when `warnings` is not empty). */
export function successResponse<T>(
  toolName: string,
  data: T,
  timing: { timestamp: string; executionTime: number },
  extra: { files?: string[]; warnings?: string[]; metadata?: Record<string, unknown> } = {},
): ToolResponse<T> {
  const warnings = extra.warnings ?? [];
  return {
    status: warnings.length > 0 ? 'warning' : 'success',
    data,
    files: extra.files ?? [],
    metadata: { ...extra.metadata, ...(warnings.length > 0 ? { warnings } : {}) },
    error: null,
    executionTime: timing.executionTime,
    toolName,
    timestamp: timing.timestamp,
  };
}

/** An error response: no data, the error with its category and retry flag. */
export function errorResponse(
  toolName: string,
  error: ToolResponseError,
  timing: { timestamp: string; executionTime: number },
  metadata: Record<string, unknown> = {},
): ToolResponse<never> {
  return {
    status: 'error',
    data: null,
    files: [],
    metadata: { ...metadata, errorCategory: error.category },
    error,
    executionTime: timing.executionTime,
    toolName,
    timestamp: timing.timestamp,
  };
}
