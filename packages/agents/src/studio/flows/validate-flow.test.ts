import type { AgentConfigInput } from '@quoin/protocol';
import { describe, expect, it } from 'vitest';
import { flowConfig, TEST_ENVIRONMENT } from './test-support/flow-fixtures.ts';
import { validateFlow } from './validate-flow.ts';

type Case = [
  name: string,
  overrides: Partial<AgentConfigInput>,
  expected: { code: string; stepId?: string; field: string }[],
];

const read = { tools: ['read_estimate', 'count_lines', 'send_summary'] };

// One row per rule: each broken flow gives exactly the problems named, each naming the step and the field.
const CASES: Case[] = [
  ['a valid flow has no problems', {}, []],
  [
    'unreachable step',
    {
      flow: [
        { kind: 'prompt', id: 'review', promptBlockId: 'ask', next: '$end' },
        { kind: 'prompt', id: 'orphan', promptBlockId: 'ask' },
      ],
    },
    [{ code: 'UNREACHABLE_STEP', stepId: 'orphan', field: 'id' }],
  ],
  [
    'unbounded loop',
    {
      flow: [
        { kind: 'prompt', id: 'draft', promptBlockId: 'ask' },
        { kind: 'prompt', id: 'again', promptBlockId: 'ask', next: 'draft' },
      ],
    },
    [{ code: 'UNBOUNDED_LOOP', stepId: 'draft', field: 'next' }],
  ],
  [
    'a loop through a decision without maxIterations is unbounded too',
    {
      flow: [
        { kind: 'prompt', id: 'draft', promptBlockId: 'ask' },
        {
          kind: 'decision',
          id: 'check',
          condition: 'n < 3',
          variables: { n: '$input.n' },
          onTrue: 'draft',
          onFalse: '$end',
        },
      ],
    },
    [{ code: 'UNBOUNDED_LOOP', stepId: 'draft', field: 'next' }],
  ],
  [
    'missing binding',
    { promptTemplate: [{ id: 'ask', text: 'Look at {{bindings.estimate}}' }] },
    [{ code: 'MISSING_BINDING', stepId: 'review', field: 'promptTemplate.ask' }],
  ],
  [
    'schema mismatch: a prompt gives text, the tool wants a number',
    {
      permissions: read,
      flow: [
        { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
        { kind: 'tool', id: 'count', toolId: 'count_lines', inputMapping: { value: '$steps.review.text' } },
      ],
    },
    [{ code: 'SCHEMA_MISMATCH', stepId: 'count', field: 'inputMapping.value' }],
  ],
  [
    'schema mismatch: reading a field the step does not give',
    {
      permissions: read,
      flow: [
        { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
        { kind: 'tool', id: 'count', toolId: 'count_lines', inputMapping: { value: '$steps.review.total' } },
      ],
    },
    [{ code: 'SCHEMA_MISMATCH', stepId: 'count', field: 'inputMapping.value' }],
  ],
  [
    'missing required tool input',
    { permissions: read, flow: [{ kind: 'tool', id: 'load', toolId: 'read_estimate' }] },
    [{ code: 'MISSING_INPUT', stepId: 'load', field: 'inputMapping.estimateId' }],
  ],
  [
    'unknown tool',
    { flow: [{ kind: 'tool', id: 'load', toolId: 'read_estimat', inputMapping: {} }] },
    [{ code: 'UNKNOWN_TOOL', stepId: 'load', field: 'toolId' }],
  ],
  [
    'tool outside the permissions',
    {
      flow: [
        {
          kind: 'tool',
          id: 'load',
          toolId: 'read_estimate',
          inputMapping: { estimateId: '$input.estimateId' },
        },
      ],
    },
    [{ code: 'TOOL_NOT_PERMITTED', stepId: 'load', field: 'toolId' }],
  ],
  [
    'write tool with read access',
    {
      permissions: { tools: ['annotate_estimate'], access: 'read' },
      flow: [
        {
          kind: 'tool',
          id: 'note',
          toolId: 'annotate_estimate',
          inputMapping: { estimateId: '$input.estimateId', note: 'x' },
        },
      ],
    },
    [{ code: 'WRITE_NOT_PERMITTED', stepId: 'note', field: 'toolId' }],
  ],
  [
    'unknown agent',
    { flow: [{ kind: 'tool', id: 'ask-other', toolId: 'agent:nobody' }] },
    [{ code: 'UNKNOWN_AGENT', stepId: 'ask-other', field: 'toolId' }],
  ],
  [
    'unknown prompt block',
    { flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'nope' }] },
    [{ code: 'UNKNOWN_PROMPT_BLOCK', stepId: 'review', field: 'promptBlockId' }],
  ],
  [
    'unknown decision target',
    {
      flow: [
        {
          kind: 'decision',
          id: 'check',
          condition: 'n > 1',
          variables: { n: '$input.n' },
          onTrue: 'gone',
          onFalse: '$end',
        },
      ],
    },
    [{ code: 'UNKNOWN_TARGET', stepId: 'check', field: 'onTrue' }],
  ],
  [
    'condition variable not bound',
    {
      flow: [
        {
          kind: 'decision',
          id: 'check',
          condition: 'total > 1',
          variables: {},
          onTrue: '$end',
          onFalse: '$end',
        },
      ],
    },
    [{ code: 'INVALID_CONDITION', stepId: 'check', field: 'condition' }],
  ],
  [
    'condition that does not parse',
    {
      flow: [
        {
          kind: 'decision',
          id: 'check',
          condition: 'total',
          variables: { total: '$input.t' },
          onTrue: '$end',
          onFalse: '$end',
        },
      ],
    },
    [{ code: 'INVALID_CONDITION', stepId: 'check', field: 'condition' }],
  ],
  [
    'reading a later step',
    {
      flow: [
        {
          kind: 'transform',
          id: 'sum',
          transformer: 'summarize',
          inputMapping: { value: '$steps.review.text' },
        },
        { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
      ],
    },
    [{ code: 'STEP_NOT_BEFORE', stepId: 'sum', field: 'inputMapping.value' }],
  ],
  [
    'unregistered custom transform',
    { flow: [{ kind: 'transform', id: 'mine', transformer: 'custom', config: { function: 'nope' } }] },
    [{ code: 'UNKNOWN_TRANSFORM', stepId: 'mine', field: 'config.function' }],
  ],
  [
    'duplicate step ids',
    {
      flow: [
        { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
        { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
      ],
    },
    [{ code: 'DUPLICATE_STEP', stepId: 'review', field: 'id' }],
  ],
];

describe('validateFlow', () => {
  it.each(CASES)('%s', (_name, overrides, expected) => {
    const problems = validateFlow(flowConfig(overrides), TEST_ENVIRONMENT);
    expect(
      problems.map(({ code, stepId, field }) => ({ code, ...(stepId ? { stepId } : {}), field })),
    ).toEqual(expected);
    for (const problem of problems) expect(problem.message.length).toBeGreaterThan(10);
  });

  it('accepts a bounded loop', () => {
    const config = flowConfig({
      flow: [
        { kind: 'prompt', id: 'draft', promptBlockId: 'ask' },
        {
          kind: 'decision',
          id: 'check',
          condition: 'n < 3',
          variables: { n: '$input.n' },
          onTrue: 'draft',
          onFalse: '$end',
          maxIterations: 3,
        },
      ],
    });
    expect(validateFlow(config, TEST_ENVIRONMENT)).toEqual([]);
  });
});
