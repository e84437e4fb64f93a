import { formatCents, formatDate, formatQuantity } from './format.ts';
import type { Material } from './wire-types.ts';

/** Each material's purchase, package math and where its price came from (source, date, factor, confidence). */
export function MaterialDetails({ materials }: { materials: Material[] }) {
  return (
    <details className="materials">
      <summary>
        {materials.length} material{materials.length === 1 ? '' : 's'}
      </summary>
      <ul>
        {materials.map((material) => {
          const p = material.provenance;
          return (
            <li key={material.id} className="material">
              <div className="material-head">
                <span>{material.name}</span>
                <span className="amount">
                  {formatQuantity(material.packages)} {material.packageUnit} ×{' '}
                  {formatCents(material.priceCents)}
                </span>
              </div>
              {p.packageMath && <p className="math">Package math: {p.packageMath.formula}</p>}
              <p className="provenance">
                Source: {p.sourceName} ({p.sourceKind.replace('_', ' ')}){p.sku ? ` · SKU ${p.sku}` : ''}
                {p.priceDate ? ` · priced ${formatDate(p.priceDate)}` : ''}
                {p.materialFactor ? ` · location factor ×${p.materialFactor}` : ''} · confidence{' '}
                {p.confidence}
              </p>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
