import { z } from 'zod';
import type { Problem, ValidationResult } from './planning-error.ts';

/** The four precedence types: FS finish-to-start, SS start-to-start, FF finish-to-finish, SF start-to-finish. */
export const LINK_TYPES = ['FS', 'SS', 'FF', 'SF'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export const linkSchema = z.object({
  /** Id of the predecessor activity. */
  id: z.string().min(1),
  type: z.enum(LINK_TYPES).default('FS'),
  /** Lag in working days; negative is a lead. */
  lagDays: z.number().finite().default(0),
});

/** A predecessor is an id (finish-to-start, no lag) or a link object. */
export const predecessorSchema = z.union([
  z
    .string()
    .min(1)
    .transform((id) => ({ id, type: 'FS' as const, lagDays: 0 })),
  linkSchema,
]);

export type LinkInput = z.input<typeof linkSchema>;
export type Link = z.output<typeof linkSchema>;

/** What the network needs of an activity: an id and its predecessors. */
export interface NetworkNode {
  id: string;
  predecessors: readonly Link[];
}

const TYPE_CODE: Record<LinkType, number> = { FS: 0, SS: 1, FF: 2, SF: 3 };
export const LINK_TYPE_OF_CODE: readonly LinkType[] = ['FS', 'SS', 'FF', 'SF'];
/** By type code: does the link leave from the predecessor's finish, and bind the successor's finish? */
const FROM_FINISH = [1, 0, 1, 0];
const TO_FINISH = [0, 0, 1, 1];

/**
 * An activity network in compressed arrays, in one topological order. Both passes walk the arrays, so the
 * same compiled network serves one CPM run or ten thousand Monte Carlo iterations.
 */
export interface CompiledNetwork {
  ids: readonly string[];
  indexOf: ReadonlyMap<string, number>;
  /** Activity indices in topological order. */
  order: Int32Array;
  /** Links grouped by successor: predecessors of j are predStart[j] … predStart[j+1]-1. */
  predStart: Int32Array;
  predFrom: Int32Array;
  predType: Uint8Array;
  predLag: Float64Array;
  /** The same links grouped by predecessor. */
  succStart: Int32Array;
  succTo: Int32Array;
  succType: Uint8Array;
  succLag: Float64Array;
  /** 1 when the link starts from the predecessor's finish (FS, FF), else 0; likewise for the successor. */
  predFromFinish: Float64Array;
  predToFinish: Float64Array;
  succFromFinish: Float64Array;
  succToFinish: Float64Array;
}

/** Checks ids, predecessors and acyclicity, and compiles the network; problems name the activities. */
export function compileNetwork(nodes: readonly NetworkNode[]): ValidationResult<CompiledNetwork> {
  const problems: Problem[] = [];
  const indexOf = new Map<string, number>();
  nodes.forEach((node, i) => {
    if (indexOf.has(node.id)) {
      problems.push({
        code: 'duplicate_activity_id',
        path: ['activities', i, 'id'],
        message: `activity id "${node.id}" is used more than once`,
      });
    } else indexOf.set(node.id, i);
  });
  let linkCount = 0;
  nodes.forEach((node, i) => {
    node.predecessors.forEach((link, k) => {
      if (!indexOf.has(link.id)) {
        problems.push({
          code: 'dangling_predecessor',
          path: ['activities', i, 'predecessors', k],
          message: `activity "${node.id}" names predecessor "${link.id}", which is not in the schedule`,
        });
      } else if (link.id === node.id) {
        problems.push({
          code: 'self_predecessor',
          path: ['activities', i, 'predecessors', k],
          message: `activity "${node.id}" cannot be its own predecessor`,
        });
      } else linkCount += 1;
    });
  });
  if (problems.length > 0) return { ok: false, problems };

  const n = nodes.length;
  const predStart = new Int32Array(n + 1);
  const predFrom = new Int32Array(linkCount);
  const predType = new Uint8Array(linkCount);
  const predLag = new Float64Array(linkCount);
  let at = 0;
  for (let j = 0; j < n; j++) {
    predStart[j] = at;
    for (const link of (nodes[j] as NetworkNode).predecessors) {
      predFrom[at] = indexOf.get(link.id) as number;
      predType[at] = TYPE_CODE[link.type];
      predLag[at] = link.lagDays;
      at += 1;
    }
  }
  predStart[n] = at;

  const succCount = new Int32Array(n + 1);
  for (let k = 0; k < linkCount; k++) succCount[(predFrom[k] as number) + 1]! += 1;
  const succStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) succStart[i + 1] = (succStart[i] as number) + (succCount[i + 1] as number);
  const fill = succStart.slice(0, n);
  const succTo = new Int32Array(linkCount);
  const succType = new Uint8Array(linkCount);
  const succLag = new Float64Array(linkCount);
  const succFromFinish = new Float64Array(linkCount);
  const succToFinish = new Float64Array(linkCount);
  for (let j = 0; j < n; j++) {
    for (let k = predStart[j] as number; k < (predStart[j + 1] as number); k++) {
      const i = predFrom[k] as number;
      const slot = fill[i] as number;
      fill[i] = slot + 1;
      succTo[slot] = j;
      succType[slot] = predType[k] as number;
      succLag[slot] = predLag[k] as number;
      succFromFinish[slot] = FROM_FINISH[predType[k] as number] as number;
      succToFinish[slot] = TO_FINISH[predType[k] as number] as number;
    }
  }

  const order = topologicalOrder(n, predStart, succStart, succTo);
  if (order.length < n) {
    const cycle = findCycle(n, order, succStart, succTo);
    const names = cycle.map((i) => nodes[i]?.id ?? String(i));
    return {
      ok: false,
      problems: [
        {
          code: 'cycle',
          path: ['activities', cycle[0] ?? 0],
          message: `the predecessors form a loop: ${[...names, names[0]].join(' → ')}`,
        },
      ],
    };
  }
  return {
    ok: true,
    value: {
      ids: nodes.map((node) => node.id),
      indexOf,
      order,
      predStart,
      predFrom,
      predType,
      predLag,
      succStart,
      succTo,
      succType,
      succLag,
      predFromFinish: Float64Array.from(predType, (t) => FROM_FINISH[t] as number),
      predToFinish: Float64Array.from(predType, (t) => TO_FINISH[t] as number),
      succFromFinish,
      succToFinish,
    },
  };
}

/** Kahn's algorithm, stable in input order; shorter than n when there is a cycle. */
function topologicalOrder(
  n: number,
  predStart: Int32Array,
  succStart: Int32Array,
  succTo: Int32Array,
): Int32Array {
  const indegree = new Int32Array(n);
  for (let j = 0; j < n; j++) indegree[j] = (predStart[j + 1] as number) - (predStart[j] as number);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let j = 0; j < n; j++) if (indegree[j] === 0) queue[tail++] = j;
  while (head < tail) {
    const i = queue[head++] as number;
    for (let k = succStart[i] as number; k < (succStart[i + 1] as number); k++) {
      const j = succTo[k] as number;
      indegree[j]! -= 1;
      if (indegree[j] === 0) queue[tail++] = j;
    }
  }
  return queue.slice(0, tail);
}

/** One loop among the activities Kahn's algorithm could not order, as activity indices. */
function findCycle(n: number, ordered: Int32Array, succStart: Int32Array, succTo: Int32Array): number[] {
  const done = new Uint8Array(n);
  for (const i of ordered) done[i] = 1;
  // 0 unvisited, 1 on the current path, 2 finished.
  const state = new Uint8Array(n);
  const path: number[] = [];
  const nextEdge = new Int32Array(n);
  for (let root = 0; root < n; root++) {
    if (done[root] || state[root]) continue;
    path.push(root);
    state[root] = 1;
    nextEdge[root] = succStart[root] as number;
    while (path.length > 0) {
      const i = path[path.length - 1] as number;
      if ((nextEdge[i] as number) >= (succStart[i + 1] as number)) {
        state[i] = 2;
        path.pop();
        continue;
      }
      const j = succTo[nextEdge[i] as number] as number;
      nextEdge[i]! += 1;
      if (done[j] || state[j] === 2) continue;
      if (state[j] === 1) return path.slice(path.indexOf(j));
      state[j] = 1;
      nextEdge[j] = succStart[j] as number;
      path.push(j);
    }
  }
  return [];
}

/**
 * Forward pass: earliest starts, no activity before time 0. Every link is a start-to-start bound
 * S_j ≥ S_i + offset with offset = FS: d_i + lag; SS: lag; FF: d_i + lag − d_j; SF: lag − d_j, written
 * branch-free as (fromFinish·d_i + lag − toFinish·d_j). Returns the project duration (latest early finish).
 */
export function forwardPass(net: CompiledNetwork, duration: Float64Array, earlyStart: Float64Array): number {
  const { order, predStart, predFrom, predLag, predFromFinish, predToFinish } = net;
  let projectFinish = 0;
  for (let t = 0; t < order.length; t++) {
    const j = order[t] as number;
    const dj = duration[j] as number;
    let es = 0;
    const end = predStart[j + 1] as number;
    for (let k = predStart[j] as number; k < end; k++) {
      const i = predFrom[k] as number;
      const bound =
        (earlyStart[i] as number) +
        (predFromFinish[k] as number) * (duration[i] as number) +
        (predLag[k] as number) -
        (predToFinish[k] as number) * dj;
      if (bound > es) es = bound;
    }
    earlyStart[j] = es;
    const ef = es + dj;
    if (ef > projectFinish) projectFinish = ef;
  }
  return projectFinish;
}

/** Backward pass: latest starts so that every activity finishes by `projectFinish`. */
export function backwardPass(
  net: CompiledNetwork,
  duration: Float64Array,
  projectFinish: number,
  lateStart: Float64Array,
): void {
  const { order, succStart, succTo, succLag, succFromFinish, succToFinish } = net;
  for (let t = order.length - 1; t >= 0; t--) {
    const i = order[t] as number;
    const di = duration[i] as number;
    let ls = projectFinish - di;
    const end = succStart[i + 1] as number;
    for (let k = succStart[i] as number; k < end; k++) {
      const j = succTo[k] as number;
      const bound =
        (lateStart[j] as number) -
        (succFromFinish[k] as number) * di -
        (succLag[k] as number) +
        (succToFinish[k] as number) * (duration[j] as number);
      if (bound < ls) ls = bound;
    }
    lateStart[i] = ls;
  }
}

/** Slack of link k (grouped by predecessor i) in the early schedule: how far i could slip before j moves. */
export function linkSlack(
  net: CompiledNetwork,
  i: number,
  k: number,
  earlyStart: Float64Array,
  earlyFinish: Float64Array,
): number {
  const j = net.succTo[k] as number;
  const lag = net.succLag[k] as number;
  switch (net.succType[k]) {
    case 0:
      return (earlyStart[j] as number) - lag - (earlyFinish[i] as number);
    case 1:
      return (earlyStart[j] as number) - lag - (earlyStart[i] as number);
    case 2:
      return (earlyFinish[j] as number) - lag - (earlyFinish[i] as number);
    default:
      return (earlyFinish[j] as number) - lag - (earlyStart[i] as number);
  }
}

/**
 * Marks activities with zero total float without a backward pass: an activity is critical exactly when it
 * finishes at the project finish or has a tight link (zero slack) to a critical successor. Walking the
 * topological order backwards and following only the links of critical activities costs far less than a
 * full backward pass, which matters inside Monte Carlo. `critical` must be zeroed by the caller.
 */
export function markCritical(
  net: CompiledNetwork,
  duration: Float64Array,
  earlyStart: Float64Array,
  projectFinish: number,
  tolerance: number,
  critical: Uint8Array,
): void {
  const { order, predStart, predFrom, predLag, predFromFinish, predToFinish } = net;
  for (let t = order.length - 1; t >= 0; t--) {
    const j = order[t] as number;
    const esj = earlyStart[j] as number;
    const dj = duration[j] as number;
    if (esj + dj >= projectFinish - tolerance) critical[j] = 1;
    if (critical[j] === 0) continue;
    const end = predStart[j + 1] as number;
    for (let k = predStart[j] as number; k < end; k++) {
      const i = predFrom[k] as number;
      const bound =
        (earlyStart[i] as number) +
        (predFromFinish[k] as number) * (duration[i] as number) +
        (predLag[k] as number) -
        (predToFinish[k] as number) * dj;
      if (bound >= esj - tolerance) critical[i] = 1;
    }
  }
}
