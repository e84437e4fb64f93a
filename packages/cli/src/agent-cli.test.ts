import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agentModelFromEnv, FileSpendLedger } from '@quoin/agents';
import { describe, expect, it } from 'vitest';
import { agentLimitsFor } from './agent-cli.ts';
import type { CliContext } from './cli-context.ts';

function cli(env: Record<string, string>): CliContext {
  const cwd = mkdtempSync(join(tmpdir(), 'quoin-agent-cli-'));
  return { env, cwd, stdout: process.stdout, stderr: process.stderr };
}

describe('agentLimitsFor', () => {
  it('gives every agent run of the process the provider limiter from QUOIN_MODEL_RPM/TPM and the day ledger on disk', () => {
    const context = cli({
      QUOIN_MODEL: 'scripted:parser',
      QUOIN_MODEL_RPM: '30',
      QUOIN_MODEL_TPM: '90000',
      QUOIN_MAX_DAY_USD: '2',
    });
    const model = agentModelFromEnv(context.env, { cwd: context.cwd });
    if (!model) throw new Error('no model');
    const limits = agentLimitsFor(context, model);
    expect(limits.rateLimiter?.limit).toEqual({ requestsPerMinute: 30, tokensPerMinute: 90_000 });
    expect(agentLimitsFor(context, model).rateLimiter).toBe(limits.rateLimiter);
    const ledger = limits.budget?.ledger;
    if (!(ledger instanceof FileSpendLedger)) throw new Error('the day ledger is not kept on disk');
    expect(ledger.path).toBe(join(context.cwd, '.quoin', 'spend.json'));
  });

  it('names a bad limit', () => {
    const context = cli({ QUOIN_MODEL: 'scripted:parser', QUOIN_MODEL_RPM: 'lots' });
    const model = agentModelFromEnv(context.env, { cwd: context.cwd });
    if (!model) throw new Error('no model');
    expect(() => agentLimitsFor(context, model)).toThrow(/QUOIN_MODEL_RPM must be a whole number/);
  });
});
