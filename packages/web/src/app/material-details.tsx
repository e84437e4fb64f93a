import { EditField } from './edit-field.tsx';
import { formatDate, formatQuantity } from './format.ts';
import type { Material } from './wire-types.ts';

/** A change to one material; the server records a typed price as the user's own. */
export type MaterialChange = { packages?: number; priceCents?: number };

/**
 * Each material's purchase (packages and price per package, editable in place), package math and where its
 * price came from (source, date, factor, confidence).
 */
export function MaterialDetails({
  materials,
  busy,
  onEditMaterial,
  onRemoveMaterial,
}: {
  materials: Material[];
  busy: boolean;
  onEditMaterial: (materialId: string, change: MaterialChange) => void;
  onRemoveMaterial?: ((materialId: string) => void) | undefined;
}) {
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
                {onRemoveMaterial ? (
                  <button
                    type="button"
                    className="link danger"
                    disabled={busy}
                    aria-label={`Remove material ${material.name}`}
                    onClick={() => onRemoveMaterial(material.id)}
                  >
                    Remove
                  </button>
                ) : null}
                <span className="amount">
                  <EditField
                    className="qty"
                    label={`Packages of ${material.name}`}
                    inputMode="decimal"
                    value={formatQuantity(material.packages)}
                    disabled={busy}
                    onCommit={(text) => {
                      const packages = Number(text.replace(/,/g, ''));
                      if (!Number.isFinite(packages) || packages < 0) return false;
                      onEditMaterial(material.id, { packages });
                      return true;
                    }}
                  />{' '}
                  {material.packageUnit} ×{' '}
                  <EditField
                    className="money"
                    label={`Price per package of ${material.name}`}
                    inputMode="decimal"
                    value={(material.priceCents / 100).toFixed(2)}
                    disabled={busy}
                    onCommit={(text) => {
                      const dollars = Number(text.replace(/[$,]/g, ''));
                      if (!Number.isFinite(dollars) || dollars < 0) return false;
                      onEditMaterial(material.id, { priceCents: Math.round(dollars * 100) });
                      return true;
                    }}
                  />
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
