import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentModelFromEnv } from './agent-model.ts';

describe('agentModelFromEnv', () => {
  it('is undefined offline (no QUOIN_MODEL)', () => {
    expect(agentModelFromEnv({})).toBeUndefined();
    expect(agentModelFromEnv({ QUOIN_MODEL: '  ' })).toBeUndefined();
  });

  it('selects the parser-played scripted model at no cost', () => {
    const model = agentModelFromEnv({ QUOIN_MODEL: 'scripted:parser' })!;
    expect(model.label).toBe('scripted:parser');
    expect(model.model.provider).toBe('scripted');
    expect(model.price.inputUsdPerMillionTokens).toBe(0);
  });

  it('replays a script file, and names QUOIN_MODEL when the file is wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quoin-script-'));
    writeFileSync(join(dir, 'ok.json'), JSON.stringify([{ text: 'hi' }]));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify([{ txt: 'hi' }]));
    expect(agentModelFromEnv({ QUOIN_MODEL: 'scripted:ok.json' }, { cwd: dir })?.model.modelId).toBe(
      'ok.json',
    );
    expect(() => agentModelFromEnv({ QUOIN_MODEL: 'scripted:bad.json' }, { cwd: dir })).toThrow(
      /QUOIN_MODEL=scripted:bad.json/,
    );
    expect(() => agentModelFromEnv({ QUOIN_MODEL: 'scripted:missing.json' }, { cwd: dir })).toThrow(
      /scripted:parser/,
    );
  });

  it('configures a provider with its price', () => {
    const model = agentModelFromEnv(
      {
        QUOIN_MODEL: 'openai-compatible:llama3.1:8b',
        QUOIN_MODEL_BASE_URL: 'http://127.0.0.1:9/v1',
        QUOIN_MODEL_PRICE: '0.2/0.6',
      },
      { today: '2026-03-02' },
    )!;
    expect(model.label).toBe('openai-compatible:llama3.1:8b');
    expect(model.price).toMatchObject({ inputUsdPerMillionTokens: 0.2, outputUsdPerMillionTokens: 0.6 });
    expect(() => agentModelFromEnv({ QUOIN_MODEL: 'openai:gpt-4.1-mini' })).toThrow(/OPENAI_API_KEY/);
  });
});
