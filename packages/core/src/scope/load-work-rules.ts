import { load as loadYaml } from 'js-yaml';
import type { z } from 'zod';
import { type BundledDataReader, bundledDataReader } from '../data/bundled-data.ts';
import { QuoinError } from '../quoin-error.ts';
import { type ConditionScope, compileRuleCondition, type RuleTest } from './compile-rule-condition.ts';
import type { WorkRule } from './work-rule.ts';
import {
  type MaterialData,
  type RuleCondition,
  type SizerData,
  type WorkRuleFileData,
  type WorkRuleOrderData,
  workRuleFileSchema,
  workRuleOrderSchema,
} from './work-rule-schema.ts';

/** The work rules of data/work-rules, by file, in the order of order.yaml. */
export interface LoadedWorkRules {
  /** Work rules, in the order they claim text. */
  work: WorkRule[];
  /** Removal rules, matched apart. */
  removal: WorkRule[];
  /** Each file's rules, by file name without `.yaml`. */
  byFile: Record<string, WorkRule[]>;
  /** Each file's own named patterns, by file name. */
  patterns: Record<string, Record<string, string>>;
  /** The sizers given as data, by name, from every file. */
  sizers: Record<string, SizerData>;
  /** The lists of named materials, by name, from every file. */
  materials: Record<string, NamedMaterial[]>;
}

/** A named material with its pattern compiled. */
export interface NamedMaterial extends Omit<MaterialData, 'says'> {
  says: RegExp;
}

function invalid(fileName: string, where: string, reason: string): never {
  throw new QuoinError('INVALID_LEXICON', `work-rules/${fileName}: ${where}: ${reason}`, { fileName, where });
}

function parseWith<T>(
  schema: z.ZodType<T>,
  fileName: string,
  yamlText: string,
  name: (path: string) => string,
): T {
  let raw: unknown;
  try {
    raw = loadYaml(yamlText);
  } catch (error) {
    invalid(fileName, '(file)', `not YAML: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    invalid(fileName, name(first?.path.join('.') ?? '') || '(file)', first?.message ?? 'invalid');
  }
  return parsed.data;
}

/** `rules.3.when` → `rules.3 (toilet).when`: the rule's id beside its index, so a reader finds it. */
function namedPath(data: unknown): (path: string) => string {
  return (path) =>
    path.replace(/^rules\.(\d+)/, (whole, index: string) => {
      const id = (data as { rules?: { id?: unknown }[] })?.rules?.[Number(index)]?.id;
      return typeof id === 'string' ? `${whole} (${id})` : whole;
    });
}

/** Fills `{name}` with the named pattern (the file's own first, then order.yaml's); unknown names are refused. */
function interpolate(
  source: string,
  patterns: Record<string, string>,
  fail: (reason: string) => never,
): string {
  return source.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (_whole, name: string) =>
    Object.hasOwn(patterns, name) ? patterns[name]! : fail(`names no pattern "${name}"`),
  );
}

function compileRegex(source: string, flags: string, fail: (reason: string) => never): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (error) {
    return fail(`bad pattern: ${(error as Error).message}`);
  }
}

/** Parses and checks one rule file against the shared order data; throws INVALID_LEXICON naming file, rule and field. */
export function parseWorkRuleFile(
  fileName: string,
  yamlText: string,
  order: WorkRuleOrderData,
): {
  rules: WorkRule[];
  patterns: Record<string, string>;
  sizers: Record<string, SizerData>;
  materials: Record<string, NamedMaterial[]>;
} {
  const data: WorkRuleFileData = parseWith(workRuleFileSchema, fileName, yamlText, (path) =>
    namedPath(loadYaml(yamlText))(path),
  );
  const patterns = { ...order.patterns, ...data.patterns };
  const named = new Map<string, RuleTest>();
  const ids = new Set<string>();
  const rules = data.rules.map((rule, index): WorkRule => {
    const where = `rules.${index} (${rule.id})`;
    if (ids.has(rule.id)) invalid(fileName, `${where}.id`, 'used twice in the file');
    ids.add(rule.id);
    const scope: ConditionScope = {
      regex: (field, source) => {
        const fail = (reason: string) => invalid(fileName, `${where}.${field}`, reason);
        return compileRegex(interpolate(source, patterns, fail), '', fail);
      },
      named: (field, name) => {
        const condition: RuleCondition | undefined = order.conditions[name];
        if (!condition)
          return invalid(fileName, `${where}.${field}`, `names no condition "${name}" of order.yaml`);
        if (!named.has(name))
          named.set(name, compileRuleCondition(condition, scope, `order.yaml conditions.${name}`));
        return named.get(name)!;
      },
    };
    const fail = (reason: string) => invalid(fileName, `${where}.noun`, reason);
    const noun = interpolate(rule.noun, patterns, fail);
    compileRegex(String.raw`\b(?:${noun})\b`, 'g', fail);
    const when = rule.when ? compileRuleCondition(rule.when, scope, 'when') : undefined;
    return {
      id: rule.id,
      noun,
      ...(when ? { when } : {}),
      tradeId: rule.trade,
      assemblyId: rule.assembly,
      title: rule.title,
      basis: rule.basis,
      ...(rule.laborOnly ? { laborOnly: true } : {}),
      ...(rule.typical === undefined ? {} : { typical: rule.typical }),
      ...(rule.refine ? { refine: rule.refine } : {}),
      ...(rule.countUnits ? { countUnits: rule.countUnits } : {}),
      ...(rule.perVisit ? { perVisit: true } : {}),
      ...(rule.perHouseSqFt === undefined ? {} : { perHouseSqFt: rule.perHouseSqFt }),
    };
  });
  const materials = Object.fromEntries(
    Object.entries(data.materials).map(([name, list]) => [
      name,
      list.map((material, index) => {
        const where = `materials.${name}.${index}.says`;
        const fail = (reason: string) => invalid(fileName, where, reason);
        return { ...material, says: compileRegex(interpolate(material.says, patterns, fail), '', fail) };
      }),
    ]),
  );
  return { rules, patterns: data.patterns, sizers: data.sizers, materials };
}

/** Parses order.yaml; named conditions may not refer to other named conditions. */
export function parseWorkRuleOrder(yamlText: string): WorkRuleOrderData {
  const order = parseWith(workRuleOrderSchema, 'order.yaml', yamlText, (path) => path);
  const listed = [...order.work, ...order.removal];
  const twice = listed.find((file, i) => listed.indexOf(file) !== i);
  if (twice) invalid('order.yaml', 'work', `"${twice}" is listed twice`);
  for (const [name, condition] of Object.entries(order.conditions))
    if (JSON.stringify(condition).includes('"is":'))
      invalid('order.yaml', `conditions.${name}`, 'a named condition may not use "is"');
  return order;
}

/** Reads every rule file through `reader`; a file not listed in order.yaml, or listed with no file, is refused. */
export function readWorkRules(reader: BundledDataReader): LoadedWorkRules {
  const order = parseWorkRuleOrder(reader.readText('work-rules/order.yaml'));
  const onDisk = reader
    .listFiles('work-rules/')
    .filter((file) => file.endsWith('.yaml') && file !== 'order.yaml')
    .map((file) => file.slice(0, -'.yaml'.length));
  const listed = [...order.work, ...order.removal];
  for (const file of listed)
    if (!onDisk.includes(file)) invalid('order.yaml', '(file)', `lists "${file}", which has no file`);
  for (const file of onDisk)
    if (!listed.includes(file)) invalid(`${file}.yaml`, '(file)', 'not listed in order.yaml');
  const byFile: Record<string, WorkRule[]> = {};
  const patterns: Record<string, Record<string, string>> = {};
  const ids = new Map<string, string>();
  const sizers: Record<string, SizerData> = {};
  const materials: Record<string, NamedMaterial[]> = {};
  for (const file of listed) {
    const parsed = parseWorkRuleFile(`${file}.yaml`, reader.readText(`work-rules/${file}.yaml`), order);
    for (const [index, rule] of parsed.rules.entries()) {
      const other = ids.get(rule.id);
      if (other) invalid(`${file}.yaml`, `rules.${index} (${rule.id}).id`, `already used in ${other}.yaml`);
      ids.set(rule.id, file);
    }
    for (const [name, sizer] of Object.entries(parsed.sizers)) {
      if (Object.hasOwn(sizers, name))
        invalid(`${file}.yaml`, `sizers.${name}`, 'a sizer of that name is given twice');
      sizers[name] = sizer;
    }
    for (const [name, list] of Object.entries(parsed.materials)) {
      if (Object.hasOwn(materials, name))
        invalid(`${file}.yaml`, `materials.${name}`, 'a list of that name is given twice');
      materials[name] = list;
    }
    byFile[file] = parsed.rules;
    patterns[file] = parsed.patterns;
  }
  return {
    work: order.work.flatMap((file) => byFile[file]!),
    removal: order.removal.flatMap((file) => byFile[file]!),
    byFile,
    patterns,
    sizers,
    materials,
  };
}

let loaded: LoadedWorkRules | undefined;

/** Every rule file of core's data/work-rules, read and checked once. */
export function loadWorkRules(): LoadedWorkRules {
  loaded ??= readWorkRules(bundledDataReader());
  return loaded;
}
