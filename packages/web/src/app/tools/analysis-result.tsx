import { formatCents } from '../format.ts';
import { DataTable, ResultData } from './result-data.tsx';
import { LineChart } from './svg-charts.tsx';

interface Analysis {
  qa: { qualityScore: number; issues: Record<string, unknown>[] };
  schedule: {
    startDate: string;
    finishDate: string;
    projectDurationDays: number;
    activities: Record<string, unknown>[];
  };
  risk: Record<string, unknown>;
  cashFlow: { day: number; cumulativeCents: number; percent: number }[];
  paymentSchedule: Record<string, unknown>[];
  grandTotalCents: number;
}

/** comprehensive_analysis: the cash-flow curve, payment schedule, schedule, risk and QA, each rendered. */
export function AnalysisResult({ data }: { data: Analysis }) {
  const curve = [{ day: 0, cumulativeCents: 0, percent: 0 }, ...data.cashFlow];
  return (
    <div className="analysis-result">
      <p className="result-headline">
        Total {formatCents(data.grandTotalCents)} · quality score {data.qa.qualityScore} ·{' '}
        {data.schedule.projectDurationDays} working days ({data.schedule.startDate} →{' '}
        {data.schedule.finishDate})
      </p>
      {curve.length > 1 && (
        <LineChart
          title="Cash flow: cumulative cost by working day"
          points={curve.map((point) => ({ x: point.day, y: point.cumulativeCents }))}
          xLabel="working day"
          yLabel="cumulative $"
          formatX={(day) => `d${day}`}
          formatY={(cents) => formatCents(cents).replace(/\.\d\d$/, '')}
        />
      )}
      <DataTable caption="Payment schedule" rows={data.paymentSchedule} />
      <ResultData data={{ risk: data.risk }} />
      <DataTable caption="Schedule" rows={data.schedule.activities} />
      {data.qa.issues.length > 0 && (
        <DataTable caption="QA issues" rows={data.qa.issues} columns={['severity', 'code', 'message']} />
      )}
    </div>
  );
}
