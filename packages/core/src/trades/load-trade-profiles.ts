import { load as loadYaml, YAMLException } from 'js-yaml';
import type { z } from 'zod';
import { type BundledDataReader, bundledDataReader, fileDataReader } from '../data/bundled-data.ts';
import {
  evaluateExpression,
  expressionVariables,
  parseExpression,
} from '../expression/evaluate-expression.ts';
import { NATIONAL_LABOR_RATE_KEYS } from '../labor/labor-rates.ts';
import type { Problem, ValidationResult } from '../problem.ts';
import { QuoinError } from '../quoin-error.ts';
import type { Uom } from '../units/uom.ts';
import { type ProfileFile, phraseOwnerProblems } from './phrase-owners.ts';
import { type TradeProfile, tradeProfileSchema } from './trade-profile-schema.ts';

/** Labor rate keys a profile may name: exactly those labor-rates.yaml defines (checked on both sides). */
export const LABOR_RATE_KEYS: readonly string[] = NATIONAL_LABOR_RATE_KEYS;

type Path = (string | number)[];

function problem(fileName: string, code: string, path: Path, reason: string): Problem {
  const where = path.length > 0 ? path.join('.') : '(file)';
  return { code, path, message: `${fileName}: ${where}: ${reason}` };
}

function schemaProblems(fileName: string, issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        problem(fileName, 'UNKNOWN_FIELD', [...path, key], `unknown field "${key}" (check the spelling)`),
      );
    }
    if (issue.code === 'invalid_key') {
      const reasons = issue.issues.map((inner) => inner.message).join('; ');
      return [problem(fileName, 'SCHEMA', path, `invalid key "${String(path.at(-1))}": ${reasons}`)];
    }
    return [problem(fileName, 'SCHEMA', path, issue.message)];
  });
}

/** Checks a profile that already has the schema's shape against the rules the schema cannot express. */
function crossCheckProblems(fileName: string, profile: TradeProfile): Problem[] {
  const problems: Problem[] = [];
  const report = (code: string, path: Path, reason: string) =>
    problems.push(problem(fileName, code, path, reason));
  const tradeUoms = new Set<Uom>(profile.allowedUoms);
  const checkUom = (uom: Uom, path: Path) => {
    if (!tradeUoms.has(uom))
      report('UOM_NOT_ALLOWED', path, `unit "${uom}" is not in the trade's allowedUoms`);
  };
  const checkRateKey = (key: string, path: Path) => {
    if (!LABOR_RATE_KEYS.includes(key)) {
      report(
        'UNKNOWN_LABOR_RATE_KEY',
        path,
        `unknown labor rate key "${key}" (known: ${LABOR_RATE_KEYS.join(', ')})`,
      );
    }
  };
  const checkRange = (min: number | undefined, max: number | undefined, path: Path) => {
    if (min !== undefined && max !== undefined && min > max) {
      report('RANGE_INVERTED', path, `minimum ${min} is greater than maximum ${max}`);
    }
  };
  const checkUnique = (ids: string[], path: Path) => {
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (seen.has(id)) report('DUPLICATE_ID', [...path, index, 'id'], `id "${id}" is used twice`);
      seen.add(id);
    });
  };

  if (`${profile.id}.yaml` !== fileName.split(/[\\/]/).pop()) {
    report(
      'FILE_NAME_MISMATCH',
      ['id'],
      `id "${profile.id}" should match the file name (${profile.id}.yaml)`,
    );
  }
  checkRateKey(profile.laborRateKey, ['laborRateKey']);
  checkUnique(
    profile.workItems.map((item) => item.id),
    ['workItems'],
  );
  checkUnique(
    profile.assemblies.map((assembly) => assembly.id),
    ['assemblies'],
  );
  checkUnique(
    profile.permitRules.map((rule) => rule.id),
    ['permitRules'],
  );
  checkUnique(
    profile.equipmentRules.map((rule) => rule.id),
    ['equipmentRules'],
  );

  const assemblies = new Map(profile.assemblies.map((assembly) => [assembly.id, assembly]));
  profile.workItems.forEach((item, index) => {
    const path = ['workItems', index];
    item.allowedUoms.forEach((uom, uomIndex) => {
      checkUom(uom, [...path, 'allowedUoms', uomIndex]);
    });
    if (!item.allowedUoms.includes(item.defaultUom)) {
      report(
        'UOM_NOT_ALLOWED',
        [...path, 'defaultUom'],
        `default unit "${item.defaultUom}" is not in allowedUoms`,
      );
    }
    if (item.assembly !== undefined) {
      const assembly = assemblies.get(item.assembly);
      if (!assembly) {
        report('UNKNOWN_ASSEMBLY', [...path, 'assembly'], `no assembly "${item.assembly}" in this file`);
      } else if (!item.allowedUoms.includes(assembly.uom)) {
        report(
          'UOM_NOT_ALLOWED',
          [...path, 'allowedUoms'],
          `assembly "${assembly.id}" is priced per "${assembly.uom}", which the work item does not allow`,
        );
      }
    }
  });

  profile.assemblies.forEach((assembly, index) => {
    const path: Path = ['assemblies', index];
    checkUom(assembly.uom, [...path, 'uom']);
    const labor = assembly.labor;
    if (labor.laborRateKey !== undefined)
      checkRateKey(labor.laborRateKey, [...path, 'labor', 'laborRateKey']);
    checkRateKey(labor.helperRateKey, [...path, 'labor', 'helperRateKey']);
    if (labor.complexityFactors.standard !== 1) {
      report('MISSING_STANDARD_FACTOR', [...path, 'labor', 'complexityFactors'], 'needs "standard: 1"');
    }
    checkRange(labor.minRatePerUnitCents, labor.maxRatePerUnitCents, [
      ...path,
      'labor',
      'minRatePerUnitCents',
    ]);
    const variables = { qty: 100, ...assembly.params };
    assembly.materials.forEach((material, materialIndex) => {
      const materialPath: Path = [...path, 'materials', materialIndex];
      problems.push(...formulaProblems(fileName, material.quantityFormula, variables, materialPath));
      if (material.skipSearch && material.estimatedPriceCents === undefined) {
        report(
          'MISSING_PRICE',
          [...materialPath, 'estimatedPriceCents'],
          'skipSearch needs estimatedPriceCents',
        );
      }
      for (const name of queryPlaceholders(material.searchQuery ?? '')) {
        if (!(name in variables)) {
          report(
            'UNKNOWN_PLACEHOLDER',
            [...materialPath, 'searchQuery'],
            `searchQuery names {${name}}, which is not a param of the assembly (known: ${Object.keys(variables).join(', ')})`,
          );
        }
      }
      if (!material.skipSearch && material.searchQuery === undefined) {
        report(
          'MISSING_SEARCH_QUERY',
          [...materialPath, 'searchQuery'],
          'a searched material needs searchQuery',
        );
      }
    });
  });

  profile.laborProductivity.forEach((entry, index) => {
    checkUom(entry.uom, ['laborProductivity', index, 'uom']);
  });
  profile.pricingSanity.forEach((entry, index) => {
    checkUom(entry.uom, ['pricingSanity', index, 'uom']);
    checkRange(entry.minCentsPerUnit, entry.maxCentsPerUnit, ['pricingSanity', index, 'minCentsPerUnit']);
  });
  return problems;
}

function queryPlaceholders(query: string): string[] {
  return [...query.matchAll(/\{([a-z_][a-z0-9_]*)\}/g)].map((match) => match[1]!);
}

/** Parses a formula, checks it reads only `qty` and the assembly's params, and that it gives a number ≥ 0. */
function formulaProblems(fileName: string, formula: string, variables: Record<string, number>, path: Path) {
  const formulaPath = [...path, 'quantityFormula'];
  try {
    const unknown = expressionVariables(parseExpression(formula)).filter(
      (name) => !Object.hasOwn(variables, name),
    );
    if (unknown.length > 0) {
      const known = Object.keys(variables).join(', ');
      return [
        problem(
          fileName,
          'UNKNOWN_VARIABLE',
          formulaPath,
          `formula "${formula}" reads unknown variable(s) ${[...new Set(unknown)].join(', ')} (known: ${known})`,
        ),
      ];
    }
    const value = evaluateExpression(formula, variables);
    if (value < 0) {
      return [
        problem(fileName, 'INVALID_FORMULA', formulaPath, `formula "${formula}" is negative for qty = 100`),
      ];
    }
    return [];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [problem(fileName, 'INVALID_FORMULA', formulaPath, reason)];
  }
}

/**
 * Parses and checks one trade profile file: YAML syntax, the zod schema, then cross checks (formulas, assembly
 * references, labor rate keys, units, ranges, unique ids). Every problem's message names file, path and reason.
 */
export function validateTradeProfileText(fileName: string, yamlText: string): ValidationResult<TradeProfile> {
  // js-yaml parses the bundled profiles about five times faster than `yaml`, which matters for CLI start-up.
  let data: unknown;
  try {
    data = loadYaml(yamlText, { filename: fileName });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const reason = `line ${error.mark.line + 1}: ${error.reason}`;
    return { ok: false, problems: [problem(fileName, 'YAML_SYNTAX', [], reason)] };
  }
  const parsed = tradeProfileSchema.safeParse(data);
  if (!parsed.success) return { ok: false, problems: schemaProblems(fileName, parsed.error.issues) };
  const problems = crossCheckProblems(fileName, parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
}

function invalidProfiles(problems: Problem[]): QuoinError {
  const lines = problems.map((item) => `- ${item.message}`).join('\n');
  return new QuoinError('INVALID_TRADE_PROFILE', `Invalid trade profiles:\n${lines}`, { problems });
}

/**
 * Reads every `*.yaml` trade profile in `directory` (default: the bundled data/trades), sorted by file name.
 * Throws QuoinError INVALID_TRADE_PROFILE listing every problem of every file as "file.yaml: path: reason",
 * including a phrase that two kinds of work claim (PHRASE_TWO_OWNERS).
 */
export function loadTradeProfiles(directoryUrl?: URL): TradeProfile[] {
  const reader: BundledDataReader = directoryUrl ? fileDataReader(directoryUrl) : bundledDataReader();
  const directory = directoryUrl ? '' : 'trades/';
  const fileNames = reader
    .listFiles(directory)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  const files: ProfileFile[] = [];
  const problems: Problem[] = [];
  const fileOfId = new Map<string, string>();
  for (const fileName of fileNames) {
    const result = validateTradeProfileText(fileName, reader.readText(`${directory}${fileName}`));
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const earlier = fileOfId.get(result.value.id);
    if (earlier) {
      problems.push(
        problem(fileName, 'DUPLICATE_ID', ['id'], `trade id "${result.value.id}" is also in ${earlier}`),
      );
    }
    fileOfId.set(result.value.id, fileName);
    files.push({ fileName, profile: result.value });
  }
  // One phrase, one kind of work: with two owners, which kind a request gets would depend on file order.
  problems.push(...phraseOwnerProblems(files));
  if (fileNames.length === 0) {
    problems.push(
      problem(directoryUrl?.pathname ?? 'data/trades', 'NO_PROFILES', [], 'no *.yaml trade profiles found'),
    );
  }
  if (problems.length > 0) throw invalidProfiles(problems);
  return files.map((file) => file.profile);
}
