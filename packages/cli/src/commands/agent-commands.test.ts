import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InteractiveContext } from '../agent-cli.ts';
import { collector, runInProcess, runWithLines } from '../test-support/run-in-process.ts';
import { makeWorkspace } from '../test-support/run-quoin.ts';
import { chatCommand } from './chat-command.ts';

let cwd: string;
beforeAll(() => {
  cwd = makeWorkspace();
});
const scripted = { QUOIN_MODEL: 'scripted:parser' };
const JOB = 'Remodel my 5x8 bathroom in Austin, TX';

describe('quoin estimate --agent', () => {
  it('with --yes prices the approved plan and reports the model calls', async () => {
    const run = await runInProcess(['estimate', '--agent', '--yes', JOB, '-f', 'json'], {
      cwd,
      env: scripted,
    });
    expect(run.code).toBe(0);
    const { estimate, totals } = JSON.parse(run.text);
    expect(estimate.mode).toBe('agent');
    expect(totals.grandTotalCents).toBeGreaterThan(0);
    expect(run.stderr).toMatch(/Plan: /);
    expect(run.stderr).toMatch(/agent: 1 model call \(scope 1\), [\d,]+ prompt/);
  });

  it('without --yes and without a terminal prints the plan and exits 4', async () => {
    const run = await runInProcess(['estimate', '--agent', JOB], { cwd, env: scripted });
    expect(run.code).toBe(4);
    expect(run.text).toMatch(/^Plan: Remodel my 5x8 bathroom/);
    expect(run.text).not.toMatch(/GRAND TOTAL/);
    expect(run.stderr).toMatch(/Rerun with --yes/);
  });

  it('without --yes, -f json prints the unapproved plan as JSON', async () => {
    const run = await runInProcess(['estimate', '--agent', JOB, '-f', 'json'], { cwd, env: scripted });
    expect(run.code).toBe(4);
    const proposed = JSON.parse(run.text);
    expect(proposed.plan.groups.length).toBeGreaterThan(3);
    expect(proposed.understood.length).toBeGreaterThan(0);
  });

  it('asks on a terminal and prices when the answer is yes', async () => {
    const { estimateCommand } = await import('./estimate-command.ts');
    const stdin = Readable.from(['y\n']) as Readable & { isTTY?: boolean };
    stdin.isTTY = true;
    const stdout = collector();
    const stderr = collector(true);
    const context: InteractiveContext = {
      cwd,
      env: { ...scripted, QUOIN_HOME: join(cwd, 'home') },
      stdout: stdout.stream,
      stderr: stderr.stream,
      stdin,
    };
    expect(await estimateCommand(context, ['--agent', 'paint a 12x14 bedroom in 60614'])).toBe(0);
    expect(stderr.text()).toMatch(/Approve this plan and price it\? \[y\/N\]/);
    expect(stdout.text()).toMatch(/GRAND TOTAL/);
  });

  it('without a model says which variable to set (exit 2)', async () => {
    const run = await runInProcess(['estimate', '--agent', JOB], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/needs a model: set QUOIN_MODEL/);
    expect(run.stderr).toMatch(/scripted:parser/);
  });

  it('replays a script file: QUOIN_MODEL=scripted:FILE.json', async () => {
    const plan = {
      title: 'Deck stain',
      zip: '37203',
      groups: [{ name: 'Painting', items: [{ title: 'Stain deck', quantity: 192, uom: 'sq_ft' }] }],
    };
    writeFileSync(
      join(cwd, 'script.json'),
      JSON.stringify([{ text: 'Staining plan.', toolCalls: [{ toolName: 'generate_plan', input: plan }] }]),
    );
    const run = await runInProcess(['estimate', '--agent', '-y', 'stain my deck'], {
      cwd,
      env: { QUOIN_MODEL: 'scripted:script.json' },
    });
    expect(run.code).toBe(0);
    expect(run.text).toMatch(/Stain deck/);
  });

  it('--review runs agent mode after pricing', async () => {
    const run = await runInProcess(
      ['estimate', '--agent', '-y', '--review', 'replace 40 gallon gas water heater'],
      { cwd, env: scripted },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/pi-reviewer 1, qa 2/);
  });
});

describe('quoin chat', () => {
  const chat = (lines: string[], env: Record<string, string> = {}) =>
    runWithLines(chatCommand, lines, { cwd, env });

  it('offline: the scope parser proposes, /approve prices, a follow-up adds to the estimate', async () => {
    const run = await chat([
      'paint a 12x14 bedroom in 60614',
      '/approve',
      'replace the 40 gallon gas water heater',
      '/approve',
      '/show',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/offline/);
    expect(run.text).toMatch(/Plan: /);
    expect(run.text).toMatch(/PAINTING/);
    expect(run.text.split('Replace 40 gallon gas water heater').length).toBeGreaterThan(2);
  });

  it.each([
    ['offline', {}],
    ['with the scripted model', scripted],
  ])(
    '%s: a follow-up that names existing lines changes them, never adding a second set',
    async (_mode, env) => {
      const run = await chat(
        [
          'replace 3 windows in the living room and 500 sq ft of carpet in the bedroom',
          '/approve',
          'make it 5 windows',
          'use LVP instead of carpet',
          'drop the dumpster',
          '/show',
        ],
        env,
      );
      expect(run.text).toMatch(/Changed: Install replacement window: 3 ea → 5 ea/);
      expect(run.text).toMatch(
        /Changed: Replaced Install carpet and pad \(500 sq ft\) with Install luxury vinyl plank/,
      );
      expect(run.text).toMatch(/This estimate has no line for "dumpster", so nothing was removed/);
      const shown = run.text.slice(run.text.lastIndexOf('Mode: '));
      expect(shown.match(/Install replacement window/g)).toHaveLength(1);
      expect(shown).not.toMatch(/Install carpet and pad/);
    },
  );

  it.each([
    ['offline', {}],
    ['with the scripted model', scripted],
  ])("%s: a room's size re-sizes its existing lines, never adding a second set", async (_mode, env) => {
    const run = await chat(
      [
        'paint the living room, walls and ceiling, and install baseboard',
        '/approve',
        'the living room is 14x18 with 9 ft ceilings',
        '/show',
      ],
      env,
    );
    expect(run.text).toMatch(/Paint ceilings: 320 → 252 sq ft/);
    expect(run.text).toMatch(/Install baseboard: 72 → 64 LF/);
    const shown = run.text.slice(run.text.lastIndexOf('Mode: '));
    expect(shown.match(/Paint ceilings/g)).toHaveLength(1);
    expect(shown.match(/Install baseboard/g)).toHaveLength(1);
  });

  it.each([
    ['offline', {}],
    ['with the scripted model', scripted],
  ])(
    '%s: puts a dropped permit back, resizes a bathroom and answers counts and materials',
    async (_mode, env) => {
      const run = await chat(
        [
          'remodel the bathroom: new tile floor, vanity, toilet; replace 3 windows; install carpet in the bedroom',
          '/approve',
          'drop the permit',
          'add a permit',
          'the bathroom is 8x10',
          'how many windows?',
          'what flooring is in the bedroom?',
          '/show',
        ],
        env,
      );
      expect(run.text).toMatch(/Changed: Removed Plumbing permit \(1 ea\); Removed Electrical permit/);
      expect(run.text).toMatch(/Changed: Added Plumbing permit \(\$[\d.,]+\); Added Electrical permit/);
      expect(run.text).toMatch(/Install porcelain floor tile: 40 → 80 sq ft/);
      expect(run.text).toMatch(/^Install replacement window: 3 ea \(3 × Vinyl/m);
      expect(run.text).toMatch(/^Install carpet and pad: 144 sq ft/m);
      // A question is not new work: no plan is proposed for it.
      expect(run.text).not.toMatch(/Plan: How many/i);
      const shown = run.text.slice(run.text.lastIndexOf('Mode: '));
      expect(shown.match(/Plumbing permit/g)).toHaveLength(1);
      expect(shown.match(/Install replacement window/g)).toHaveLength(1);
    },
  );

  it('with the scripted model: routes, proposes, prices and reviews', async () => {
    const run = await chat(
      ['build a 12x16 composite deck in Nashville TN', '/approve', '/review', '/quit', 'never read'],
      scripted,
    );
    expect(run.text).toMatch(/Here is the scope as I read it/);
    expect(run.text).toMatch(/GRAND TOTAL/);
    expect(run.text).toMatch(/Reviewed: quality \d+ → \d+/);
    expect(run.stderr).toMatch(/orchestrator 1, scope 1, execution 1/);
  });

  it('/photo: the blueprint agent reads the image into notes, the scope agent plans from them', async () => {
    writeFileSync(join(cwd, 'room.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const run = await chat(
      ['/photo room.png paint this 12x14 bedroom in 60614', '/approve', '/photo notes.txt'],
      scripted,
    );
    expect(run.text).toMatch(/From the image: paint this 12x14 bedroom/);
    expect(run.text).toMatch(/GRAND TOTAL/);
    expect(run.text).toMatch(/Name a photo or a drawing/);
    // Notes read from an image are outside text: the scope agent's generate_plan is held at the approval gate
    // and resumed as approved (the plan itself waits for /approve), which costs the scope agent one more call.
    expect(run.stderr).toMatch(/blueprint 1, scope 2/);
  });

  it('answers commands it does not know and plans it cannot approve', async () => {
    const run = await chat(['/approve', '/frobnicate', '/review']);
    expect(run.text).toMatch(/no plan to approve/);
    expect(run.text).toMatch(/Unknown command \/frobnicate/);
    expect(run.text).toMatch(/needs a model/);
  });
});

describe('quoin serve with a model', () => {
  it('hands the server the agents chat responder, which proposes a plan', async () => {
    const { agentResponderFor } = await import('./agent-responder.ts');
    const stdout = collector();
    const context = { cwd, env: scripted, stdout: stdout.stream, stderr: collector().stream };
    expect(agentResponderFor({ ...context, env: {} })).toBeUndefined();
    const respond = agentResponderFor(context)!;
    expect(stdout.text()).toMatch(/Chat answered by the estimating agents \(scripted:parser\)/);
    const { newEstimate } = await import('@quoin/core');
    const types: string[] = [];
    for await (const event of respond({
      estimateId: 'e',
      text: 'paint a 12x14 bedroom',
      history: [],
      estimate: newEstimate({ id: 'e', title: 'x' }),
    }))
      types.push(event.type);
    expect(types).toContain('plan');
    expect(types.at(-1)).toBe('usage');
  });
});

describe('quoin chat /import', () => {
  it('imports a PDF bid with its values kept and reconciles the totals', async () => {
    const { sampleBidPdf } = await import('@quoin/agents/eval');
    writeFileSync(join(cwd, 'bid.pdf'), sampleBidPdf());
    const stdin = Readable.from(['/compare\n', '/import bid.pdf\n', '/compare\n']) as Readable & {
      isTTY?: boolean;
    };
    const stdout = collector();
    await chatCommand(
      {
        cwd,
        env: { QUOIN_HOME: join(cwd, 'home') },
        stdout: stdout.stream,
        stderr: collector().stream,
        stdin,
      },
      [],
    );
    expect(stdout.text()).toMatch(/Shower wall tile\s+96 sq ft\s+\$18\.40\s+\$1,766\.40/);
    expect(stdout.text()).toMatch(/Total: bid \$4,775\.75, Quoin \$4,775\.75 \(match\)/);
    expect(stdout.text()).toMatch(/Import complete \(table heuristic\)/);
    expect(stdout.text()).toMatch(/Import a bid first/);
    expect(stdout.text()).toMatch(
      /TILE › Install porcelain floor tile: bid \$590\.00 · market \$[\d,.]+ \([+-]?[\d.]+%\)/,
    );
  });
});

describe('quoin eval', () => {
  it('scores golden conversations with the scripted model (as in CI)', async () => {
    const run = await runInProcess(['eval', '--only', 'paint-bedroom,import-bathroom-bid'], {
      cwd,
      env: scripted,
    });
    expect(run.code).toBe(0);
    expect(run.text).toMatch(/pass {2}paint-bedroom \$[\d,.]+ · 1 model call \(scope 1\)/);
    expect(run.text).toMatch(/total in range/);
    expect(run.text).toMatch(/2\/2 conversations pass every required check/);
  });

  it('exits 5 when a conversation fails, and 2 without a model', async () => {
    writeFileSync(join(cwd, 'silent.json'), JSON.stringify([{ text: 'no plan' }]));
    const failed = await runInProcess(['eval', '--only', 'paint-bedroom', '-f', 'json'], {
      cwd,
      env: { QUOIN_MODEL: 'scripted:silent.json' },
    });
    expect(failed.code).toBe(5);
    expect(JSON.parse(failed.text).results[0].passed).toBe(false);
    expect((await runInProcess(['eval'], { cwd })).code).toBe(2);
    expect((await runInProcess(['eval', '--only', 'nope'], { cwd, env: scripted })).code).toBe(2);
  });
});

describe('quoin estimate --agent through the OpenAI-compatible client', () => {
  it('talks Chat Completions to a local scripted server and prices the plan', async () => {
    const { startScriptedChatServer } = await import('@quoin/testkit');
    const plan = {
      title: 'Water heater',
      zip: '80202',
      groups: [
        {
          name: 'Plumbing',
          items: [{ title: 'Replace 40 gallon gas water heater', quantity: 1, uom: 'each' }],
        },
      ],
    };
    const server = await startScriptedChatServer((request) =>
      request.messages.at(-1)?.role === 'tool'
        ? { text: 'Done.' }
        : {
            text: 'Plan ready.',
            toolCalls: [{ name: 'generate_plan', arguments: plan }],
            usage: { promptTokens: 1500, completionTokens: 90 },
          },
    );
    try {
      const env = {
        QUOIN_MODEL: 'openai-compatible:local-model',
        QUOIN_MODEL_BASE_URL: server.baseUrl,
        QUOIN_MODEL_PRICE: '0/0',
      };
      const run = await runInProcess(
        ['estimate', '--agent', '--yes', 'replace my water heater in Denver', '-f', 'json'],
        { cwd, env },
      );
      expect(run.code).toBe(0);
      expect(JSON.parse(run.text).estimate.groups.map((g: { name: string }) => g.name)).toContain('Plumbing');
      expect(run.stderr).toMatch(
        /1 model call \(scope 1\), 1,500 prompt \+ 90 output tokens, \$0\.0000 \(openai-compatible:local-model\)/,
      );
      expect(server.received).toHaveLength(1);
      expect(server.received[0]?.stream).toBe(true);
    } finally {
      await server.close();
    }
  });
});
