import { type BundledDataReader, bundledDataReader } from '../data/bundled-data.ts';
import { type ConditionScope, compileRuleCondition } from './compile-rule-condition.ts';
import { compileDataPattern, entryNamed, invalidData, parseDataFile, regexOf } from './parse-data-file.ts';
import type { RuleTest, WorkRule } from './work-rule.ts';
import {
  type SizerData,
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
}

type ParsedRuleFile = Pick<LoadedWorkRules, 'sizers'> & {
  rules: WorkRule[];
  patterns: Record<string, string>;
};

/** Parses and checks one rule file against the shared order data; throws INVALID_LEXICON naming file, rule and field. */
export function parseWorkRuleFile(
  fileName: string,
  yamlText: string,
  order: WorkRuleOrderData,
): ParsedRuleFile {
  const file = `work-rules/${fileName}`;
  const data = parseDataFile(workRuleFileSchema, file, yamlText, entryNamed('id'));
  const patterns = { ...order.patterns, ...data.patterns };
  // Fills `{name}` with the named pattern: the file's own first, then order.yaml's.
  const fill = (where: string, source: string) =>
    source.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (_whole, name: string) =>
      Object.hasOwn(patterns, name)
        ? patterns[name]!
        : invalidData(file, where, `names no pattern "${name}"`),
    );
  const compile = (where: string, source: string) => compileDataPattern(file, where, fill(where, source));
  const named = new Map<string, RuleTest>();
  const ids = new Set<string>();
  const rules = data.rules.map(({ trade, assembly, when, ...rule }, index): WorkRule => {
    const where = `rules.${index} (${rule.id})`;
    if (ids.has(rule.id)) invalidData(file, `${where}.id`, 'used twice in the file');
    ids.add(rule.id);
    const scope: ConditionScope = {
      regex: (field, source) => compile(`${where}.${field}`, source),
      named: (field, name) => {
        const condition = order.conditions[name];
        if (!condition)
          return invalidData(file, `${where}.${field}`, `names no condition "${name}" of order.yaml`);
        if (!named.has(name))
          named.set(name, compileRuleCondition(condition, scope, `order.yaml conditions.${name}`));
        return named.get(name)!;
      },
    };
    const noun = fill(`${where}.noun`, rule.noun);
    compileDataPattern(file, `${where}.noun`, String.raw`\b(?:${noun})\b`, 'g');
    const test = when ? compileRuleCondition(when, scope, 'when') : undefined;
    return { ...rule, noun, tradeId: trade, assemblyId: assembly, ...(test ? { when: test } : {}) };
  });
  return { rules, patterns: data.patterns, sizers: data.sizers };
}

/** Parses order.yaml; named conditions may not refer to other named conditions. */
export function parseWorkRuleOrder(yamlText: string): WorkRuleOrderData {
  const file = 'work-rules/order.yaml';
  const order = parseDataFile(workRuleOrderSchema, file, yamlText);
  const listed = [...order.work, ...order.removal];
  const twice = listed.find((name, i) => listed.indexOf(name) !== i);
  if (twice) invalidData(file, 'work', `"${twice}" is listed twice`);
  for (const [name, condition] of Object.entries(order.conditions))
    if (JSON.stringify(condition).includes('"is":'))
      invalidData(file, `conditions.${name}`, 'a named condition may not use "is"');
  return order;
}

/** Adds one file's named entries (sizers) to all files', refusing a name given twice. */
function addNamed<T>(all: Record<string, T>, own: Record<string, T>, file: string, what: string): void {
  for (const [name, entry] of Object.entries(own)) {
    if (Object.hasOwn(all, name))
      invalidData(file, `${what}.${name}`, 'an entry of that name is given twice');
    all[name] = entry;
  }
}

/** Reads every rule file through `reader`; a file not listed in order.yaml, or listed with no file, is refused. */
export function readWorkRules(reader: BundledDataReader): LoadedWorkRules {
  const order = parseWorkRuleOrder(reader.readText('work-rules/order.yaml'));
  const onDisk = reader
    .listFiles('work-rules/')
    .filter((file) => file.endsWith('.yaml') && file !== 'order.yaml')
    .map((file) => file.slice(0, -'.yaml'.length));
  const listed = [...order.work, ...order.removal];
  for (const name of listed)
    if (!onDisk.includes(name))
      invalidData('work-rules/order.yaml', '(file)', `lists "${name}", which has no file`);
  for (const name of onDisk)
    if (!listed.includes(name)) invalidData(`work-rules/${name}.yaml`, '(file)', 'not listed in order.yaml');
  const loaded: LoadedWorkRules = {
    work: [],
    removal: [],
    byFile: {},
    patterns: {},
    sizers: {},
  };
  const ids = new Map<string, string>();
  for (const name of listed) {
    const file = `work-rules/${name}.yaml`;
    const parsed = parseWorkRuleFile(`${name}.yaml`, reader.readText(file), order);
    for (const [index, rule] of parsed.rules.entries()) {
      const other = ids.get(rule.id);
      if (other) invalidData(file, `rules.${index} (${rule.id}).id`, `already used in ${other}.yaml`);
      ids.set(rule.id, name);
    }
    addNamed(loaded.sizers, parsed.sizers, file, 'sizers');
    loaded.byFile[name] = parsed.rules;
    loaded.patterns[name] = parsed.patterns;
  }
  loaded.work = order.work.flatMap((name) => loaded.byFile[name]!);
  loaded.removal = order.removal.flatMap((name) => loaded.byFile[name]!);
  return loaded;
}

let loaded: LoadedWorkRules | undefined;

/** Every rule file of core's data/work-rules, read and checked on first use. */
export function loadWorkRules(): LoadedWorkRules {
  loaded ??= readWorkRules(bundledDataReader());
  return loaded;
}

/** A named pattern of a rule file (`electrical`, `circuitAppliances`) as whole words, its group the words said. */
export function fileWords(file: string, name: string): RegExp {
  const source =
    loadWorkRules().patterns[file]?.[name] ??
    invalidData(`work-rules/${file}.yaml`, 'patterns', `has no pattern "${name}"`);
  return regexOf(String.raw`\b(${source})\b`);
}
