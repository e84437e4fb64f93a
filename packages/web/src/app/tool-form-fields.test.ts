import { describe, expect, it } from 'vitest';
import { argumentsOf, toolFields, valuesOf } from './tool-form-fields.ts';

const schema = {
  type: 'object',
  required: ['projectType', 'areaSqFt'],
  properties: {
    projectType: { type: 'string', enum: ['deck', 'single_family_new'] },
    areaSqFt: { type: 'number', description: 'finished area' },
    zip: { type: 'string' },
    strict: { type: 'boolean' },
    estimate: { type: 'object' },
  },
};

describe('tool form fields', () => {
  it('generates one field per property, its kind from the schema', () => {
    expect(toolFields(schema).map((f) => [f.name, f.kind, f.required])).toEqual([
      ['projectType', 'select', true],
      ['areaSqFt', 'number', true],
      ['zip', 'text', false],
      ['strict', 'boolean', false],
      ['estimate', 'json', false],
    ]);
  });

  it('turns values into arguments and examples into values', () => {
    const fields = toolFields(schema);
    expect(
      argumentsOf(fields, { projectType: 'deck', areaSqFt: '320', zip: '', estimate: '{"id":"e"}' }),
    ).toEqual({
      args: { projectType: 'deck', areaSqFt: 320, estimate: { id: 'e' } },
    });
    expect(argumentsOf(fields, { estimate: '{oops' })).toEqual({ error: 'Estimate is not valid JSON' });
    expect(valuesOf(fields, { areaSqFt: 320, estimate: { id: 'e' } })).toEqual({
      areaSqFt: '320',
      estimate: '{\n  "id": "e"\n}',
    });
  });
});
