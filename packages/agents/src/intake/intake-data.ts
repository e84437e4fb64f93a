import { readFileSync } from 'node:fs';
import { FINISH_LEVELS, INTAKE_DOMAINS, type IntakeDomain, quickReplySchema } from '@quoin/protocol';
import yaml from 'js-yaml';
import { z } from 'zod';

const phrases = z.array(z.string().min(1)).min(1);

const domainSchema = z.strictObject({
  id: z.enum(INTAKE_DOMAINS),
  label: z.string().min(1),
  quickRank: z.number().int().positive().optional(),
  question: z.string().min(1),
  openEnded: z.boolean(),
  quickReplies: z.array(quickReplySchema).max(4),
});

const followUpSchema = z.strictObject({
  trigger: phrases,
  domain: z.enum(INTAKE_DOMAINS),
  question: z.string().min(1),
  quickReplies: z.array(quickReplySchema).min(2).max(4),
});

const vocabularySchema = z.strictObject({
  projectTypes: z.record(z.string(), phrases),
  rooms: phrases,
  finishLevels: z.strictObject(
    Object.fromEntries(FINISH_LEVELS.map((level) => [level, phrases])) as Record<
      (typeof FINISH_LEVELS)[number],
      typeof phrases
    >,
  ),
  styles: phrases,
  colours: phrases,
  materials: phrases,
  lighting: phrases,
  existingConditions: phrases,
  occupancy: phrases,
  access: phrases,
  permits: phrases,
  timeline: phrases,
  followUps: z.array(followUpSchema),
});

export type DomainEntry = z.output<typeof domainSchema>;
export type FollowUp = z.output<typeof followUpSchema>;
export type IntakeVocabulary = z.output<typeof vocabularySchema>;

export interface IntakeData {
  domains: DomainEntry[];
  byId: Map<IntakeDomain, DomainEntry>;
  vocabulary: IntakeVocabulary;
}

let cached: IntakeData | undefined;

function readYaml(name: string): unknown {
  return yaml.load(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'));
}

/** The notepad (data/domains.yaml) and the words the offline interviewer reads (data/vocabulary.yaml), validated. */
export function intakeData(): IntakeData {
  if (cached) return cached;
  const domains = z.array(domainSchema).parse(readYaml('domains.yaml'));
  const missing = INTAKE_DOMAINS.filter((id) => !domains.some((domain) => domain.id === id));
  if (missing.length > 0 || domains.length !== INTAKE_DOMAINS.length)
    throw new Error(
      `data/domains.yaml must list each domain once (missing: ${missing.join(', ') || 'none'})`,
    );
  const vocabulary = vocabularySchema.parse(readYaml('vocabulary.yaml'));
  cached = { domains, byId: new Map(domains.map((domain) => [domain.id, domain])), vocabulary };
  return cached;
}
