import { describe, expect, it } from 'vitest';
import { wholeJobAsks, wholeJobDoubts } from './whole-job-doubt.ts';
import { bundledWholeJobs, parseWholeJobs } from './whole-jobs.ts';

const data = bundledWholeJobs();
const jobsAsked = (request: string) => wholeJobAsks(request, data).map((ask) => ask.jobId);

// A whole word governing a job's noun asks for the whole job, in any of the ways homeowners say it.
describe('wholeJobAsks: the whole job asked for', () => {
  it.each([
    ['rebuild the tiled shower, it leaks behind the tile', ['shower']],
    ['we want to redo our small master bath', ['bathroom']],
    ['gut the kitchen and start over', ['kitchen']],
    ['full bathroom renovation please', ['bathroom']],
    ['guest bath remodel, 5x8', ['bathroom']],
    ['looking to renovate the basement, about 700 sq ft', ['basement']],
    ['replace the entire roof', ['roof']],
    ['tear off and redo the whole roof on the garage', ['roof']],
    ['the chimney needs to be rebuilt from the roof line up', ['chimney']],
    ['rebuild the brick chimney above the roof', ['chimney']],
    ['repipe the whole house with pex', ['house']],
    ['repaint the entire interior, 3 bedrooms', ['interior']],
    ['paint the whole outside of the house', ['exterior']],
    ['completely redo the front porch', ['porch']],
    ['replace all the siding', ['siding']],
    ['rebuild the deck, the boards are rotten', ['deck']],
    ['kitchen: new everything', ['kitchen']],
    ['our hall bath is getting totally redone', ['bathroom']],
  ])('%s', (request, expected) => {
    expect(jobsAsked(request)).toEqual(expected);
  });
});

// A part of the job, upkeep, or the whole word on another thing is not the whole job.
describe('wholeJobAsks: not a whole job', () => {
  it.each([
    ['replace the shower valve'],
    ['redo the shower grout'],
    ['redo the kitchen backsplash'],
    ['replace all the kitchen cabinet hardware'],
    ['replace all the outlets in the house'],
    ['pressure wash the whole house'],
    ['clean the entire exterior'],
    ['repair the whole roof'],
    ['full chimney sweep and inspection'],
    ['install a whole house fan'],
    ['whole house surge protector'],
    ['replace the bathroom exhaust fan'],
    ['stain the entire deck'],
    ['remodel'],
  ])('%s', (request) => {
    expect(jobsAsked(request)).toEqual([]);
  });
});

describe('wholeJobDoubts', () => {
  const [ask] = wholeJobAsks('rebuild the walk in shower', data);
  const lines = ['Install shower wall tile (80 sq ft)'];

  it('asks about a whole job priced under its floor, naming what was said and what was priced', () => {
    expect(ask).toBeDefined();
    const [doubt, ...rest] = wholeJobDoubts(ask ? [ask] : [], { lines, grandTotalCents: 165_690 });
    expect(rest).toEqual([]);
    expect(doubt).toContain('You said "rebuild the walk in shower"');
    expect(doubt).toContain('I priced Install shower wall tile (80 sq ft), $1,657 in all');
    expect(doubt).toContain('Is it the whole job?');
  });

  it('is quiet when the estimate reaches the floor', () => {
    expect(wholeJobDoubts(ask ? [ask] : [], { lines, grandTotalCents: 900_000 })).toEqual([]);
  });

  it('names at most three lines and counts the rest', () => {
    const many = ['a', 'b', 'c', 'd', 'e'];
    const [doubt] = wholeJobDoubts(ask ? [ask] : [], { lines: many, grandTotalCents: 1000 });
    expect(doubt).toContain('I priced a, b, c and 2 more');
  });
});

describe('parseWholeJobs', () => {
  it.each([
    [
      'a job with no floor',
      'wholeWords: [gut]\njoinWords: [with]\nlinkWords: [is]\nupkeepWords: [wash]\njobs:\n  - { id: kitchen, say: a kitchen, nouns: [kitchen], source: s }\n',
      'jobs.0.floorUsd',
    ],
    [
      'upper-case words',
      'wholeWords: [Gut]\njoinWords: [with]\nlinkWords: [is]\nupkeepWords: [wash]\njobs:\n  - { id: kitchen, say: a kitchen, nouns: [kitchen], floorUsd: 1, source: s }\n',
      'wholeWords.0',
    ],
    ['not YAML', 'wholeWords: [', '(file)'],
  ])('refuses %s, naming the field', (_label, yaml, where) => {
    expect(() => parseWholeJobs(yaml, 'lexicon/test.yaml')).toThrow(
      expect.objectContaining({ code: 'INVALID_LEXICON', message: expect.stringContaining(where) }),
    );
  });
});
