import { bundledDataReader } from '../data/bundled-data.ts';
import { expressionVariables, parseExpression } from '../expression/evaluate-expression.ts';
import { buildJobTemplate, conditionReader, type JobTemplate } from './build-job-template.ts';
import { type JobTemplateData, jobTemplateSchema } from './job-template-schema.ts';
import { compileDataPattern, invalidData, parseDataFile } from './parse-data-file.ts';
import type { ClauseContext } from './scope-context.ts';
import { clausePiece } from './scope-phrases.ts';

// What a room word can name the place of, and what may not stand between a job verb and its room (clause-phrases.yaml).
const ROOM_MODIFIES = clausePiece('roomModifies');
const NOT_BETWEEN = clausePiece('notBetween');
const ROOM_NEEDS_JOB = clausePiece('roomNeedsJob');
const ROOM_ASKED_DONE = clausePiece('roomAskedDone');

/**
 * Whole-job phrasing: a job verb whose object is the room ("finish my basement", "full redo of a small hall
 * bathroom (5x8)") or the room with a job noun ("kitchen update"). "Drywall in a basement bedroom" or "update
 * the bathroom faucet" are not whole jobs: the room is only where the work is.
 */
function wholeJob({ verbs, room, jobNouns }: { verbs: string; room: string; jobNouns: string }): string {
  // "our finished basement", "a flooded finished basement": the verb's participle right before the room, after an
  // owner or another participle, says what the room is like, not what to do to it.
  const site = String.raw`(?!(?<=\b(?:our|my|their|his|her|your|the|existing|\w+ed) )\w+ed (?:${room})\b)`;
  return String.raw`\b${site}(?:${verbs})\b(?: of)?(?: (?!${NOT_BETWEEN}\b)[\w'()]+(?:[,.]\d+)*){0,6}? (?:${room})\b(?! ${ROOM_MODIFIES})|\b(?:${room}) (?:${jobNouns})\b|\b(?:${room})(?:${ROOM_NEEDS_JOB}|${ROOM_ASKED_DONE})|\b(?:${room})\b(?! ${ROOM_MODIFIES})${clausePiece('roomThenIt')}(?:${verbs}) (?:it|them)\b`;
}

const BUILT_IN_VALUES = ['roomFloorSqFt', 'roomWallSqFt', 'roomPerimeterFt', 'ceilingHeightFt'];

/** Checks what the schema cannot: patterns compile, formulas parse and name only values defined before them. */
function crossCheck(file: string, data: JobTemplateData): void {
  if (`job-templates/${data.id.replaceAll('_', '-')}.yaml` !== file)
    invalidData(file, 'id', 'must match the file name');
  if (data.kind === 'room' && !data.room) invalidData(file, 'room', 'a room template names its room');
  if (data.kind === 'companion' && !data.mainOf)
    invalidData(file, 'mainOf', 'a companion names its main work');
  for (const [name, condition] of Object.entries(data.conditions)) {
    if ('pattern' in condition) compileDataPattern(file, `conditions.${name}`, condition.pattern);
    if ('strip' in condition && condition.strip)
      compileDataPattern(file, `conditions.${name}.strip`, condition.strip);
  }
  for (const [name, capture] of Object.entries(data.captures))
    compileDataPattern(file, `captures.${name}`, capture.pattern);
  const known = new Set(BUILT_IN_VALUES);
  const checkFormula = (where: string, formula: string | number) => {
    if (typeof formula === 'number') return;
    for (const name of expressionVariables(parseExpression(formula)))
      if (!known.has(name)) invalidData(file, where, `"${name}" is not a value defined before it`);
  };
  for (const [name, value] of Object.entries(data.values)) {
    const formulas = Array.isArray(value) ? value.map((c) => c.formula) : [value];
    for (const formula of formulas) checkFormula(`values.${name}`, formula);
    known.add(name);
  }
  for (const [index, line] of data.lines.entries()) {
    checkFormula(`lines.${index}.quantity`, line.quantity);
    if (line.keptBy) compileDataPattern(file, `lines.${index}.keptBy`, line.keptBy);
  }
  const parts = new Set(data.lines.flatMap((line) => (line.part ? [line.part] : [])));
  if (data.byParts && !('wholeJob' in data.trigger))
    invalidData(file, 'byParts', 'only a whole job of a room (trigger.wholeJob) has parts');
  if (data.byParts && parts.size < data.byParts.atLeast)
    invalidData(file, 'byParts.atLeast', `more than the ${parts.size} parts its lines name`);
  for (const need of data.byParts?.needs ?? [])
    if (!parts.has(need)) invalidData(file, 'byParts.needs', `"${need}" is no line's part`);
}

/** Parses and checks one template file; throws INVALID_LEXICON naming the file and the field. */
export function parseJobTemplate(fileName: string, yamlText: string): JobTemplate {
  const file = `job-templates/${fileName}`;
  const data = parseDataFile(jobTemplateSchema, file, yamlText);
  crossCheck(file, data);
  const [where, source] =
    'wholeJob' in data.trigger
      ? ['trigger.wholeJob', wholeJob(data.trigger.wholeJob)]
      : ['trigger.pattern', data.trigger.pattern];
  const { id, name, kind, priority, room, mainOf } = data;
  const parts = new Map(
    data.lines.flatMap(({ part, assembly, covers = [] }) =>
      part ? [assembly, ...covers].map((id) => [id, part] as const) : [],
    ),
  );
  return {
    id,
    name,
    kind,
    priority,
    trigger: compileDataPattern(file, where, source),
    ...(room ? { room } : {}),
    ...(mainOf ? { mainOf } : {}),
    yieldsTo: data.yieldsTo,
    asks: (condition, requestText) =>
      conditionReader(data, { text: requestText, requestText } as ClauseContext, {})(condition),
    ...(data.byParts && 'wholeJob' in data.trigger
      ? {
          byParts: {
            ...data.byParts,
            parts,
            room: new RegExp(String.raw`\b(?:${data.trigger.wholeJob.room})\b`),
          },
        }
      : {}),
    build: (context, size, kept) => buildJobTemplate(data, context, size, kept),
  };
}

let loaded: JobTemplate[] | undefined;

/** Every template in data/job-templates, read and checked once, highest priority first. */
export function loadJobTemplates(): JobTemplate[] {
  if (!loaded) {
    const reader = bundledDataReader();
    loaded = reader
      .listFiles('job-templates/')
      .filter((file) => file.endsWith('.yaml'))
      .sort()
      .map((file) => parseJobTemplate(file, reader.readText(`job-templates/${file}`)))
      .sort((a, b) => b.priority - a.priority);
  }
  return loaded;
}

/** The whole-room templates (kitchen, bathroom, basement…), highest priority first. */
export function roomTemplates(): JobTemplate[] {
  if (!rooms) {
    rooms = loadJobTemplates().filter((t) => t.kind === 'room');
    const ids = new Set(rooms.map((t) => t.id));
    for (const template of rooms)
      for (const other of template.yieldsTo)
        if (!ids.has(other.template))
          invalidData(
            `job-templates/${template.id.replaceAll('_', '-')}.yaml`,
            'yieldsTo',
            `no room template "${other.template}"`,
          );
  }
  return rooms;
}
let rooms: JobTemplate[] | undefined;
