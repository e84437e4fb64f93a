import { QuoinError } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toErrorResponse } from './to-error-response.ts';

const zodError = z.strictObject({ title: z.string() }).safeParse({ title: 1 }).error;

describe('toErrorResponse', () => {
  it.each([
    [
      'a store conflict',
      new QuoinError('VERSION_CONFLICT', 'stale', { currentVersion: 3 }),
      409,
      'VERSION_CONFLICT',
    ],
    ['a missing row', new QuoinError('NOT_FOUND', 'No estimate x.'), 404, 'NOT_FOUND'],
    [
      'unread scope text',
      new QuoinError('SCOPE_NOT_UNDERSTOOD', 'No work recognised'),
      422,
      'SCOPE_NOT_UNDERSTOOD',
    ],
    ['a zod error', zodError, 400, 'VALIDATION_FAILED'],
    [
      'a fastify body limit',
      { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413, message: 'too big' },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a fastify media type',
      { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415, message: 'no' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'bad JSON',
      { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400, message: 'bad' },
      400,
      'VALIDATION_FAILED',
    ],
    ['a core code on the wire list', new QuoinError('INVALID_FORMULA', 'x + '), 422, 'INVALID_FORMULA'],
    ['a code not on the wire list', new QuoinError('SOMETHING_NEW', 'x'), 500, 'INTERNAL'],
    ['a plain Error', new Error('secret internals'), 500, 'INTERNAL'],
    ['a thrown string', 'boom', 500, 'INTERNAL'],
    ['null', null, 500, 'INTERNAL'],
  ])('%s → %i %s', (_name, error, status, code) => {
    const response = toErrorResponse(error);
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect(typeof response.body.error.message).toBe('string');
  });

  it('keeps the details of known codes and hides the message of unknown failures', () => {
    expect(
      toErrorResponse(new QuoinError('VERSION_CONFLICT', 'stale', { currentVersion: 3 })).body.error,
    ).toEqual({
      code: 'VERSION_CONFLICT',
      message: 'stale',
      details: { currentVersion: 3 },
      isRetryable: false,
    });
    expect(toErrorResponse(new Error('secret internals')).body.error.message).not.toContain('secret');
  });

  it('names the field of a zod error', () => {
    expect(toErrorResponse(zodError).body.error.message).toContain('title');
  });
});
