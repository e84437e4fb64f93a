import { briefSchema, INTAKE_MODES, intakeTurnSchema } from '@quoin/protocol';
import { describe, expect, it } from 'vitest';
import { briefToPlan } from './brief-to-plan.ts';
import type { IntakeSession } from './intake-session.ts';
import { MODE_TURNS } from './intake-session.ts';
import { answerIntake, finishIntake, startIntake } from './offline-interviewer.ts';

function play(mode: IntakeSession['mode'], answers: string[]): IntakeSession {
  let session = startIntake(mode);
  for (const answer of answers) session = answerIntake(session, answer);
  return session;
}

const asked = (session: IntakeSession) =>
  session.turns.map((turn) => turn.domain ?? (turn.isSummary ? 'summary' : 'open'));

describe('the offline interviewer', { timeout: 120_000 }, () => {
  it('quick: a multi-domain first answer skips the questions it answered, then summarizes after 3 answers', () => {
    const session = play('quick', [
      'Our 12x14 kitchen: new cabinets and quartz countertops, keep the fridge',
      'mid-range',
      '$35k, by March',
    ]);
    expect(asked(session)).toEqual(['project', 'finish', 'budget_timeline', 'summary']);
    expect(session.status).toBe('summary');
    expect(session.brief.keepItems.map((k) => k.text)).toEqual(['fridge']);
    expect(session.turns.at(-1)?.quickReplies.map((r) => r.label)).toEqual([
      'Looks right',
      'Change something',
    ]);
  });

  it('full: asks the notepad in order, skipping covered domains, and follows up on what was said in passing', () => {
    const session = play('full', [
      'bathroom remodel, replace the tub with a shower',
      'there is a leak under the sink',
    ]);
    expect(asked(session)).toEqual(['project', 'dimensions', 'existing']);
    expect(session.turns.at(-1)?.message).toMatch(/You mentioned leak/);
    const third = answerIntake(session, 'small, it is fixed; we have two dogs');
    expect(third.turns.at(-1)?.message).toMatch(/You mentioned dogs/);
  });

  it('open: starts with an open prompt, follows the user while answers bring news, and ends when the user is done', () => {
    const session = play('open', [
      'Paint the living room and hallway, modern look, white walls, 15x20 living room',
      "that's all",
    ]);
    expect(session.turns[0]?.message).toMatch(/in your own words/);
    expect(session.turns[1]?.domain).toBeUndefined();
    expect(session.status).toBe('summary');
  });

  it.each(INTAKE_MODES)('%s: never asks more than its cap, even when every answer is empty', (mode) => {
    const session = play(
      mode,
      Array.from({ length: 20 }, () => ''),
    );
    expect(session.turn).toBeLessThanOrEqual(MODE_TURNS[mode].max);
    expect(session.status).toBe('summary');
    for (const turn of session.turns) {
      expect(intakeTurnSchema.safeParse(turn).success).toBe(true);
      expect(turn.quickReplies.length === 0 || turn.quickReplies.length >= 1).toBe(true);
    }
  });

  it('the summary is confirmed, or corrected in the user own words and shown again', () => {
    const summary = play('quick', ['paint a 12x14 bedroom', 'budget', 'nothing']);
    const changed = answerIntake(answerIntake(summary, 'change'), 'keep the ceiling fan');
    expect(changed.status).toBe('summary');
    expect(changed.brief.keepItems.map((k) => k.text)).toContain('ceiling fan');
    const confirmed = answerIntake(changed, 'yes');
    expect(confirmed.status).toBe('confirmed');
    expect(answerIntake(confirmed, 'more?')).toBe(confirmed);
  });

  it('marks what it assumed as inferred and keeps what was said', () => {
    const brief = finishIntake(play('quick', ['new gutters on the house']));
    expect(briefSchema.parse(brief)).toEqual(brief);
    expect(brief.finishLevel).toEqual({ value: 'standard', source: 'inferred' });
    expect(brief.scopeOfWork[0]?.source).toBe('said');
  });

  it('progress counts domains and answers', () => {
    const session = play('full', ['a 5x8 bathroom, new tile floor']);
    expect(session.turns.at(-1)?.progress).toMatchObject({
      coveredDomains: 3,
      totalDomains: 10,
      turn: 1,
      maxTurns: 12,
    });
    expect(session.turns.at(-1)?.progress.text).toBe('3 of 10 domains · answer 1 of ~10');
  });
});

describe('briefToPlan', { timeout: 120_000 }, () => {
  it('turns the confirmed brief into a plan: work through the scope reader, kept things excluded, constraints assumed', () => {
    const session = play('quick', [
      'Our kitchen in Austin TX: new shaker cabinets and quartz countertops, keep the fridge',
      '12 by 14',
      'high-end',
      'yes',
    ]);
    const { plan, location } = briefToPlan(session.brief);
    expect(plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId))).toEqual([
      'base_cabinets',
      'stone_countertop',
    ]);
    expect(plan.groups.flatMap((g) => g.items.map((i) => i.title)).join(' ')).not.toMatch(/appliance/i);
    expect(plan.exclusions).toContain('Existing fridge kept as the customer asked.');
    expect(plan.assumptions).toContain('Finish level premium.');
    expect(location?.zip).toBe('787');
  });

  it('a brief with no work is an error that says what to add', () => {
    expect(() => briefToPlan(finishIntake(play('quick', ['modern, white'])))).toThrow(/names no work/);
  });
});
