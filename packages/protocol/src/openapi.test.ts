import { describe, expect, it } from 'vitest';
import { ERROR_CODES, httpStatusFor } from './error-codes.ts';
import { buildOpenApiDocument, toOpenApiPath } from './openapi.ts';
import { REST_ROUTES } from './rest-routes.ts';

describe('error codes', () => {
  it.each([
    ['VALIDATION_FAILED', 400],
    ['NOT_FOUND', 404],
    ['VERSION_CONFLICT', 409],
    ['ALREADY_EXISTS', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['SCOPE_NOT_UNDERSTOOD', 422],
    ['INTERNAL', 500],
    ['SOMETHING_ELSE', 500],
  ])('%s → %i', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it('marks only transient failures retryable', () => {
    const retryable = Object.entries(ERROR_CODES).filter(([, entry]) => entry.isRetryable);
    expect(retryable.map(([code]) => code).sort()).toEqual(['RATE_LIMITED', 'UNAVAILABLE']);
  });
});

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument({ version: '0.1.0' }) as {
    paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
  };

  it('has one operation per route, with unique operation ids', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(REST_ROUTES.length);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(REST_ROUTES.length);
    for (const route of REST_ROUTES)
      expect(document.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()]).toBeDefined();
  });

  it('documents request bodies from the zod schemas', () => {
    expect(document.paths['/api/estimates/{id}']?.patch?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['version'] } } },
    });
  });

  it("lists the estimate read's 304 (If-None-Match with its ETag), and no other route's", () => {
    const read = document.paths['/api/estimates/{id}']?.get as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(read.responses['304']).toMatchObject({ headers: { ETag: expect.any(Object) } });
    expect(read.responses['200']?.headers).toHaveProperty('ETag');
    expect(read.parameters).toContainEqual(expect.objectContaining({ name: 'If-None-Match', in: 'header' }));
    const with304 = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods) as unknown as { operationId: string; responses: object }[])
      .filter((operation) => '304' in operation.responses)
      .map((operation) => operation.operationId);
    expect(with304).toEqual(['getEstimate']);
  });
});
