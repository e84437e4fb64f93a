import { readFileSync } from 'node:fs';
import { QuoinError } from '@quoin/core';
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';

// A census is a table of cost-guide topics, each read in a few phrasings: the reader is tuned on it (it is not a
// held-out set), and a phrasing that still misses carries `todo: <reason>` so the table only shrinks its todos.

const kindPattern = /^[a-z0-9_]+(\|[a-z0-9_]+)*$/;

const phrasingSchema = z.union([
  z.string().min(3),
  z.object({ text: z.string().min(3), todo: z.string().min(3).optional() }).strict(),
]);

const topicSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'a topic id is kebab-case: lower-case words joined by -'),
    band: z
      .tuple([z.number().nonnegative(), z.number().positive()])
      .refine(([low, high]) => low < high, 'band is [lowUsd, highUsd] with low below high')
      .optional(),
    size: z.string().min(1).optional(),
    source: z.string().min(10, 'source names the guide page the band comes from'),
    kinds: z.array(z.string().regex(kindPattern, "a kind is an assembly id, or ids joined by '|'")),
    phrasings: z.array(phrasingSchema).min(1),
  })
  .strict();

const censusSchema = z.object({ topics: z.array(topicSchema).min(1) }).strict();

/** One phrasing of a census topic; `todo` says why it still misses. */
export interface CensusPhrasing {
  text: string;
  todo?: string;
}

/** A cost-guide topic: the kinds a right reading prices (`a|b`: either), the guide's band in USD, its phrasings. */
export interface CensusTopic {
  id: string;
  band?: [number, number];
  size?: string;
  source: string;
  kinds: string[];
  phrasings: CensusPhrasing[];
}

/** Parses a census YAML; throws INVALID_CENSUS naming the file, the topic and what to fix. */
export function parseCensus(yamlText: string, fileName: string): CensusTopic[] {
  const raw = loadYaml(yamlText);
  const parsed = censusSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    const topicIndex = path[0] === 'topics' && typeof path[1] === 'number' ? path[1] : undefined;
    const topicId = topicIndex === undefined ? undefined : topicIdAt(raw, topicIndex);
    const where = topicIndex === undefined ? '' : ` topic ${topicId ?? `#${topicIndex + 1}`}:`;
    throw new QuoinError('INVALID_CENSUS', `${fileName}:${where} ${whatToFix(path, issue?.message)}`, {
      fileName,
      path,
      topic: topicId,
    });
  }
  const ids = new Set<string>();
  const texts = new Set<string>();
  for (const topic of parsed.data.topics) {
    if (ids.has(topic.id)) throw duplicate(fileName, `topic id ${topic.id}`);
    ids.add(topic.id);
    for (const phrasing of topic.phrasings) {
      const text = typeof phrasing === 'string' ? phrasing : phrasing.text;
      if (texts.has(text)) throw duplicate(fileName, `phrasing "${text}" (topic ${topic.id})`);
      texts.add(text);
    }
  }
  return parsed.data.topics.map(({ phrasings, ...topic }) => ({
    ...topic,
    phrasings: phrasings.map((phrasing) => (typeof phrasing === 'string' ? { text: phrasing } : phrasing)),
  }));
}

/** Reads and parses a census YAML file. */
export function loadCensusFile(file: URL): CensusTopic[] {
  const name = file.pathname.split('/').pop() ?? file.pathname;
  return parseCensus(readFileSync(file, 'utf8'), name);
}

function whatToFix(path: PropertyKey[], message = 'invalid'): string {
  if (path.length === 0) return `${message}: a census is \`topics:\` followed by a list of topics`;
  const said = message.endsWith('received undefined') ? 'is missing' : message;
  return `${path.map(String).join('.')}: ${said}`;
}

function topicIdAt(raw: unknown, index: number): string | undefined {
  const topics = (raw as { topics?: unknown[] } | null)?.topics;
  const id = (topics?.[index] as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

function duplicate(fileName: string, what: string): QuoinError {
  return new QuoinError('INVALID_CENSUS', `${fileName}: ${what} is listed twice; keep one`, { fileName });
}
