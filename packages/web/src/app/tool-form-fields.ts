/** One form field generated from a tool's JSON Schema property. */
export interface ToolField {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'boolean' | 'select' | 'json';
  required: boolean;
  options: string[];
  description: string;
}

type JsonSchema = Record<string, unknown>;

function kindOf(schema: JsonSchema): { kind: ToolField['kind']; options: string[] } {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const plain = alternatives?.find((a) => a.type !== 'null') ?? schema;
  if (Array.isArray(plain.enum)) return { kind: 'select', options: plain.enum.map(String) };
  if (plain.type === 'string') return { kind: 'text', options: [] };
  if (plain.type === 'number' || plain.type === 'integer') return { kind: 'number', options: [] };
  if (plain.type === 'boolean') return { kind: 'boolean', options: [] };
  return { kind: 'json', options: [] };
}

/** The top-level properties of a tool's input schema as form fields; objects and arrays edit as JSON. */
export function toolFields(inputJsonSchema: JsonSchema): ToolField[] {
  const properties = (inputJsonSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((inputJsonSchema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    label: name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
    required: required.has(name),
    description: typeof schema.description === 'string' ? schema.description : '',
    ...kindOf(schema),
  }));
}

/** Form values (text as typed) → the tool's arguments; a JSON field that does not parse is named. */
export function argumentsOf(
  fields: ToolField[],
  values: Record<string, string>,
): { args: Record<string, unknown> } | { error: string } {
  const args: Record<string, unknown> = {};
  for (const field of fields) {
    const text = values[field.name]?.trim() ?? '';
    if (text === '') continue;
    if (field.kind === 'number') args[field.name] = Number(text);
    else if (field.kind === 'boolean') args[field.name] = text === 'true';
    else if (field.kind === 'json') {
      try {
        args[field.name] = JSON.parse(text);
      } catch {
        return { error: `${field.label} is not valid JSON` };
      }
    } else args[field.name] = text;
  }
  return { args };
}

/** An example's arguments as form values. */
export function valuesOf(fields: ToolField[], args: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = args[field.name];
    if (value === undefined) continue;
    values[field.name] = field.kind === 'json' ? JSON.stringify(value, null, 2) : String(value);
  }
  return values;
}
