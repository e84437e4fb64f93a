import type { TradeRegistry } from '@quoin/core';
import { briefSchema, INTAKE_DOMAINS, type IntakeDomain, intakeTurnSchema } from '@quoin/protocol';
import { briefToPlan } from '../brief-to-plan.ts';
import { type IntakeSession, MODE_TURNS } from '../intake-session.ts';
import { finishIntake } from '../offline-interviewer.ts';
import type { GoldenIntake } from './golden-intake.ts';

export interface IntakeCheck {
  name: string;
  ok: boolean;
  detail: string;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);
}

/** Deterministic checks of one played conversation: no model is asked whether the interview went well. */
export function checkIntake(
  golden: GoldenIntake,
  session: IntakeSession,
  registry?: TradeRegistry,
): IntakeCheck[] {
  const brief = finishIntake(session);
  const checks: IntakeCheck[] = [];
  const badTurns = session.turns.filter(
    (turn) => !intakeTurnSchema.safeParse(turn).success || turn.quickReplies.length === 1,
  );
  checks.push({
    name: 'valid brief',
    ok: briefSchema.safeParse(brief).success && badTurns.length === 0,
    detail: badTurns.length
      ? `${badTurns.length} turns invalid or with a single quick reply`
      : 'brief and every turn parse',
  });
  const missing = golden.expect.domains.filter((domain) => !brief.domainsCovered.includes(domain));
  checks.push({
    name: 'domains covered',
    ok: missing.length === 0,
    detail: missing.length
      ? `missing ${missing.join(', ')}`
      : `${brief.domainsCovered.length} of ${INTAKE_DOMAINS.length} covered`,
  });
  const { max } = MODE_TURNS[golden.mode];
  const reachedSummary = session.status !== 'interviewing';
  checks.push({
    name: 'turns within range',
    ok: session.turn >= 1 && session.turn <= max && reachedSummary,
    detail: `${session.turn} answers (cap ${max})${session.status === 'interviewing' ? ', input ended first' : ''}`,
  });
  const askedDomains = session.turns
    .slice(1)
    .map((turn) => turn.domain)
    .filter(Boolean) as IntakeDomain[];
  const wronglyAsked = golden.expect.notAsked.filter((domain) =>
    session.turns.slice(1).some((turn) => turn.domain === domain && !turn.message.includes('You mentioned')),
  );
  checks.push({
    name: 'multi-domain answers skip questions',
    ok: wronglyAsked.length === 0,
    detail: wronglyAsked.length
      ? `asked again: ${wronglyAsked.join(', ')}`
      : `asked: ${askedDomains.join(', ') || 'none'}`,
  });
  const keptTexts = brief.keepItems.map((item) => item.text.toLowerCase());
  const keepMissing = golden.expect.keep.filter(
    (item) => !keptTexts.some((text) => text.includes(item.toLowerCase())),
  );
  let planDetail = 'no plan expected';
  let planOk = true;
  let keptInPlan: string[] = [];
  try {
    const { plan } = briefToPlan(brief, registry ? { registry } : {});
    const titles = plan.groups.flatMap((group) => group.items.map((item) => item.title.toLowerCase()));
    const missingWork = golden.expect.planHas.filter(
      (word) => !titles.some((title) => title.includes(word.toLowerCase())),
    );
    keptInPlan = golden.expect.keep.filter((item) =>
      titles.some((title) => words(item).every((word) => title.includes(word))),
    );
    planOk = !golden.expect.noPlan && missingWork.length === 0;
    planDetail = golden.expect.noPlan
      ? 'a plan was made from a brief with no work'
      : missingWork.length
        ? `plan lacks ${missingWork.join(', ')}`
        : `${titles.length} plan items`;
  } catch (error) {
    planOk = golden.expect.noPlan || golden.expect.planHas.length === 0;
    planDetail = `no plan: ${(error as Error).message}`;
  }
  checks.push({
    name: 'keep-items respected',
    ok: keepMissing.length === 0 && keptInPlan.length === 0,
    detail: keepMissing.length
      ? `not kept: ${keepMissing.join(', ')}`
      : keptInPlan.length
        ? `priced as work: ${keptInPlan.join(', ')}`
        : `kept: ${keptTexts.join(', ') || 'none'}`,
  });
  checks.push({ name: 'brief becomes a plan', ok: planOk, detail: planDetail });
  return checks;
}
