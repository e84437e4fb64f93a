import { axisDollars, linearScale } from './chart-scale.ts';

export interface Bar {
  label: string;
  valueCents: number;
  /** A highlighted bar (the recommended bid, our estimate). */
  accent?: boolean;
}

const WIDTH = 640;
const LABEL_WIDTH = 230;
const ROW = 26;

/** Horizontal bars with their dollar values; an optional reference line (our estimate). */
export function BarChart(props: {
  title: string;
  bars: Bar[];
  referenceCents?: number;
  referenceLabel?: string;
}) {
  const { bars, referenceCents } = props;
  const max = Math.max(1, ...bars.map((bar) => bar.valueCents), referenceCents ?? 0);
  const x = linearScale([0, max], [LABEL_WIDTH, WIDTH - 70]);
  const height = bars.length * ROW + 30;
  return (
    <figure className="chart">
      <svg role="img" aria-label={props.title} viewBox={`0 0 ${WIDTH} ${height}`} width="100%">
        <title>{props.title}</title>
        {bars.map((bar, index) => (
          <g key={bar.label} data-bar={bar.label}>
            <text x={LABEL_WIDTH - 8} y={index * ROW + 18} textAnchor="end" className="chart-label">
              {bar.label.length > 34 ? `${bar.label.slice(0, 33)}…` : bar.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={index * ROW + 5}
              width={Math.max(1, x(bar.valueCents) - LABEL_WIDTH)}
              height={ROW - 8}
              className={bar.accent ? 'chart-bar accent' : 'chart-bar'}
            />
            <text x={x(bar.valueCents) + 4} y={index * ROW + 18} className="chart-value">
              {axisDollars(bar.valueCents)}
            </text>
          </g>
        ))}
        {referenceCents !== undefined && (
          <g className="chart-reference">
            <line x1={x(referenceCents)} x2={x(referenceCents)} y1={0} y2={bars.length * ROW + 6} />
            <text x={x(referenceCents)} y={bars.length * ROW + 22} textAnchor="middle">
              {props.referenceLabel ?? 'reference'} {axisDollars(referenceCents)}
            </text>
          </g>
        )}
      </svg>
      <figcaption>{props.title}</figcaption>
    </figure>
  );
}

export interface Point {
  x: number;
  y: number;
  label?: string;
}

const PLOT = { left: 70, right: 40, top: 28, bottom: 36, height: 250 };
/** Tick labels closer than this (px) to the last one drawn are left out, so they never overlap. */
const MIN_TICK_GAP = 48;

/** A line through points (an S-curve, a cash-flow curve) with labelled points and axis ends. */
export function LineChart(props: {
  title: string;
  points: Point[];
  xLabel: string;
  yLabel: string;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
}) {
  const { points } = props;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = linearScale([Math.min(...xs), Math.max(...xs)], [PLOT.left, WIDTH - PLOT.right]);
  const y = linearScale([Math.min(0, ...ys), Math.max(...ys)], [PLOT.height - PLOT.bottom, PLOT.top]);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`)
    .join(' ');
  const bottom = PLOT.height - PLOT.bottom;
  let lastTick = Number.NEGATIVE_INFINITY;
  const shownTicks = points.map((p) => {
    const shown = x(p.x) - lastTick >= MIN_TICK_GAP;
    if (shown) lastTick = x(p.x);
    return shown;
  });
  return (
    <figure className="chart">
      <svg role="img" aria-label={props.title} viewBox={`0 0 ${WIDTH} ${PLOT.height}`} width="100%">
        <title>{props.title}</title>
        <line className="chart-axis" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={bottom} y2={bottom} />
        <line className="chart-axis" x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={bottom} />
        <text className="chart-label" x={PLOT.left - 6} y={PLOT.top + 8} textAnchor="end">
          {props.formatY(Math.max(...ys))}
        </text>
        <text className="chart-label" x={PLOT.left - 6} y={bottom} textAnchor="end">
          {props.formatY(Math.min(0, ...ys))}
        </text>
        <text className="chart-label" x={(PLOT.left + WIDTH) / 2} y={PLOT.height - 4} textAnchor="middle">
          {props.xLabel}
        </text>
        <text className="chart-label" x={PLOT.left} y={12}>
          {props.yLabel}
        </text>
        <path className="chart-line" d={path} fill="none" />
        {points.map((p, index) => {
          const nearRight = x(p.x) > WIDTH - PLOT.right - 40;
          return (
            <g key={`${p.x}-${p.y}`} data-point={p.label ?? ''}>
              <circle className="chart-dot" cx={x(p.x)} cy={y(p.y)} r={3.5} />
              {p.label && (
                <text
                  className="chart-value"
                  x={x(p.x) + (nearRight ? -6 : 5)}
                  y={y(p.y) + 14}
                  textAnchor={nearRight ? 'end' : 'start'}
                >
                  {p.label}
                </text>
              )}
              {shownTicks[index] && (
                <text className="chart-tick" x={x(p.x)} y={bottom + 14} textAnchor="middle">
                  {props.formatX(p.x)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>{props.title}</figcaption>
    </figure>
  );
}
