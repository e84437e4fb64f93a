import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_QUOTA } from './routes/receive-upload.ts';
import { uploadQuotaFromEnv } from './serve.ts';

describe('uploadQuotaFromEnv', () => {
  it.each([
    [{}, DEFAULT_UPLOAD_QUOTA],
    [
      { QUOIN_UPLOAD_ESTIMATE_QUOTA_MB: '10', QUOIN_UPLOAD_TOTAL_QUOTA_MB: '100' },
      { perEstimateBytes: 10 * 1024 * 1024, totalBytes: 100 * 1024 * 1024 },
    ],
    [{ QUOIN_UPLOAD_ESTIMATE_QUOTA_MB: 'lots', QUOIN_UPLOAD_TOTAL_QUOTA_MB: '-1' }, DEFAULT_UPLOAD_QUOTA],
  ])('%j → %j', (env, quota) => {
    expect(uploadQuotaFromEnv(env)).toEqual(quota);
  });
});
