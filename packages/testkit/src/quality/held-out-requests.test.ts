import { GOLDEN_REQUESTS } from '@quoin/core';
import { describe, expect, it } from 'vitest';
import { loadHeldOutRequests, parseHeldOutRequests } from './held-out-requests.ts';

describe('held-out requests', () => {
  it('loads at least 60 requests, none of them a golden request', () => {
    const requests = loadHeldOutRequests();
    expect(requests.length).toBeGreaterThanOrEqual(60);
    const golden = new Set(GOLDEN_REQUESTS.map((r) => r.text.toLowerCase()));
    for (const request of requests) expect(golden.has(request.text.toLowerCase())).toBe(false);
  });

  it('loads a second set of at least 40 requests sharing no text or id with the first or the golden set', () => {
    const first = loadHeldOutRequests(1);
    const second = loadHeldOutRequests(2);
    expect(second.length).toBeGreaterThanOrEqual(40);
    const taken = new Set([...first, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const firstIds = new Set(first.map((r) => r.id));
    for (const request of second) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(firstIds.has(request.id)).toBe(false);
    }
  });

  it('loads a third set of at least 40 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [...loadHeldOutRequests(1), ...loadHeldOutRequests(2)];
    const third = loadHeldOutRequests(3);
    expect(third.length).toBeGreaterThanOrEqual(40);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of third) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a fourth set of at least 50 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [...loadHeldOutRequests(1), ...loadHeldOutRequests(2), ...loadHeldOutRequests(3)];
    const fourth = loadHeldOutRequests(4);
    expect(fourth.length).toBeGreaterThanOrEqual(50);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of fourth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a fifth set of at least 40 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4].flatMap((set) => loadHeldOutRequests(set as 1 | 2 | 3 | 4));
    const fifth = loadHeldOutRequests(5);
    expect(fifth.length).toBeGreaterThanOrEqual(40);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of fifth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a sixth set of at least 60 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5].flatMap((set) => loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5));
    const sixth = loadHeldOutRequests(6);
    expect(sixth.length).toBeGreaterThanOrEqual(60);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of sixth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a seventh set of at least 64 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6].flatMap((set) => loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6));
    const seventh = loadHeldOutRequests(7);
    expect(seventh.length).toBeGreaterThanOrEqual(64);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of seventh) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads an eighth set of at least 70 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7),
    );
    const eighth = loadHeldOutRequests(8);
    expect(eighth.length).toBeGreaterThanOrEqual(70);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of eighth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a ninth set of at least 80 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8),
    );
    const ninth = loadHeldOutRequests(9);
    expect(ninth.length).toBeGreaterThanOrEqual(80);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of ninth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a tenth set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9),
    );
    const tenth = loadHeldOutRequests(10);
    expect(tenth.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of tenth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads an eleventh set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10),
    );
    const eleventh = loadHeldOutRequests(11);
    expect(eleventh.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of eleventh) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a twelfth set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11),
    );
    const twelfth = loadHeldOutRequests(12);
    expect(twelfth.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of twelfth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a thirteenth set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12),
    );
    const thirteenth = loadHeldOutRequests(13);
    expect(thirteenth.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of thirteenth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a fourteenth set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13),
    );
    const fourteenth = loadHeldOutRequests(14);
    expect(fourteenth.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of fourteenth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a fifteenth set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14),
    );
    const fifteenth = loadHeldOutRequests(15);
    expect(fifteenth.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of fifteenth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a sixteenth set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15),
    );
    const sixteenth = loadHeldOutRequests(16);
    expect(sixteenth.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of sixteenth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads a seventeenth set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16),
    );
    const seventeenth = loadHeldOutRequests(17);
    expect(seventeenth.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of seventeenth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it('loads an eighteenth set of at least 90 requests sharing no text or id with the others or the golden set', () => {
    const earlier = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].flatMap((set) =>
      loadHeldOutRequests(set as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17),
    );
    const eighteenth = loadHeldOutRequests(18);
    expect(eighteenth.length).toBeGreaterThanOrEqual(90);
    const taken = new Set([...earlier, ...GOLDEN_REQUESTS].map((r) => r.text.toLowerCase()));
    const earlierIds = new Set(earlier.map((r) => r.id));
    for (const request of eighteenth) {
      expect(taken.has(request.text.toLowerCase())).toBe(false);
      expect(earlierIds.has(request.id)).toBe(false);
    }
  });

  it.each([
    [
      'a band upside down',
      'requests:\n  - {id: a, text: abc, band: {lowUsd: 9, highUsd: 1}, source: "x guide 2024 aaaaaaaaaa"}',
    ],
    [
      'an unknown field',
      'requests:\n  - {id: a, text: abc, zip: "1", band: {lowUsd: 1, highUsd: 9}, source: "x guide 2024 aaaaaaaaaa"}',
    ],
    [
      'a duplicate id',
      'requests:\n  - {id: a, text: abc, band: {lowUsd: 1, highUsd: 9}, source: "x guide 2024 aaaaaaaaaa"}\n  - {id: a, text: abd, band: {lowUsd: 1, highUsd: 9}, source: "x guide 2024 aaaaaaaaaa"}',
    ],
  ])('refuses %s', (_label, yaml) => {
    expect(() => parseHeldOutRequests(yaml)).toThrow(/held-out-requests.yaml/);
  });
});
