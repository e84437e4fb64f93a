import { formatCents } from '../format.ts';
import { DataTable } from './result-data.tsx';
import { BarChart, LineChart } from './svg-charts.tsx';

interface Conceptual {
  kind: 'conceptual';
  projectTypeName: string;
  areaSqFt: number;
  pointEstimateCents: number;
  rangeCents: { low: number; high: number };
  costPerSqFtCents: { low: number; typical: number; high: number };
  aaceClass5: {
    lowCents: { best: number; worst: number };
    highCents: { best: number; worst: number };
    note: string;
  };
  divisions: { name: string; share: number; amountCents: number }[];
  sources?: { id: string; title: string; status?: string; note?: string }[];
  costBasis?: string;
  location?: { note?: string };
}

interface FromEstimate {
  kind: 'from_estimate';
  baseCents: number;
  budgetCents: number;
  contingencyCents: number;
  contingencyPercent: number;
  confidence: string;
  percentilesCents: Record<string, number>;
  sCurve?: { probability: number; cents: number }[];
  groups: { name: string; risk: string; baseCents: number; minCents: number; maxCents: number }[];
  summary: string;
}

function ConceptualBudget({ data }: { data: Conceptual }) {
  return (
    <div className="budget-result">
      <p className="result-headline">
        {data.projectTypeName}, {data.areaSqFt.toLocaleString('en-US')} sq ft:{' '}
        <strong>{formatCents(data.pointEstimateCents)}</strong> (range {formatCents(data.rangeCents.low)} –{' '}
        {formatCents(data.rangeCents.high)})
      </p>
      <BarChart
        title="Budget breakdown by trade division"
        bars={data.divisions.map((division) => ({ label: division.name, valueCents: division.amountCents }))}
      />
      <DataTable
        caption="Trade divisions"
        rows={data.divisions.map((d) => ({
          division: d.name,
          sharePercent: Math.round(d.share * 1000) / 10,
          amountCents: d.amountCents,
        }))}
      />
      <DataTable
        caption="AACE class 5 accuracy band"
        rows={[
          {
            bound: 'low (best / worst)',
            bestCents: data.aaceClass5.lowCents.best,
            worstCents: data.aaceClass5.lowCents.worst,
          },
          {
            bound: 'high (best / worst)',
            bestCents: data.aaceClass5.highCents.best,
            worstCents: data.aaceClass5.highCents.worst,
          },
        ]}
      />
      <p className="muted">{data.aaceClass5.note}</p>
      {data.location?.note && <p className="muted">Location: {data.location.note}</p>}
      {data.costBasis && <p className="muted">Cost per sq ft: {data.costBasis}</p>}
      {data.sources && (
        <DataTable caption="Sources" rows={data.sources} columns={['title', 'status', 'note']} />
      )}
    </div>
  );
}

function EstimateBudget({ data }: { data: FromEstimate }) {
  const curve = data.sCurve ?? [];
  return (
    <div className="budget-result">
      <p className="result-headline">{data.summary}</p>
      {curve.length > 1 && (
        <LineChart
          title="Monte Carlo cost S-curve (probability the cost stays under)"
          points={curve.map((point) => ({
            x: point.cents,
            y: point.probability * 100,
            label: `P${Math.round(point.probability * 100)}`,
          }))}
          xLabel="total cost"
          yLabel="probability %"
          formatX={(cents) => formatCents(cents).replace(/\.\d\d$/, '')}
          formatY={(percent) => `${Math.round(percent)}%`}
        />
      )}
      <BarChart
        title="Percentiles of the simulated cost"
        bars={Object.entries(data.percentilesCents).map(([label, cents]) => ({
          label: label.toUpperCase(),
          valueCents: cents,
          accent: label === data.confidence,
        }))}
        referenceCents={data.baseCents}
        referenceLabel="estimate"
      />
      <DataTable caption="Risk by group" rows={data.groups} />
    </div>
  );
}

/** auto_budget's result: the division breakdown or the Monte Carlo S-curve, with their tables. */
export function BudgetResult({ data }: { data: Conceptual | FromEstimate }) {
  return data.kind === 'conceptual' ? <ConceptualBudget data={data} /> : <EstimateBudget data={data} />;
}
