import type { BBox } from './drawing-set.ts';

/** A box in PDF points with the origin at the top left of the page. */
export interface PointBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function unionBoxes(boxes: readonly PointBox[]): PointBox {
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** Points → fractions of the page (0–1), clamped and rounded to 4 places. */
export function toFractionBox(box: PointBox, widthPt: number, heightPt: number): BBox {
  const x = clamp01(box.left / widthPt);
  const y = clamp01(box.top / heightPt);
  return {
    x: round4(x),
    y: round4(y),
    w: round4(clamp01(box.right / widthPt) - x),
    h: round4(clamp01(box.bottom / heightPt) - y),
  };
}

export function boxContains(outer: PointBox, inner: PointBox, slackPt = 0): boolean {
  return (
    inner.left >= outer.left - slackPt &&
    inner.right <= outer.right + slackPt &&
    inner.top >= outer.top - slackPt &&
    inner.bottom <= outer.bottom + slackPt
  );
}
