import { type FormEvent, useState } from 'react';

/** A material the contractor adds to a line: bought in packages at their own price. */
export interface NewMaterial {
  name: string;
  packages: number;
  priceCents: number;
}

/** "+ Add a material" under a line: name, packages and price per package. */
export function AddMaterialForm({
  lineTitle,
  busy,
  onAdd,
}: {
  lineTitle: string;
  busy: boolean;
  onAdd: (material: NewMaterial) => void;
}) {
  const [name, setName] = useState('');
  const [packages, setPackages] = useState('1');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(packages.replace(/,/g, ''));
    const dollars = Number(price.replace(/[$,]/g, ''));
    if (!name.trim()) return setProblem('Name the material.');
    if (!Number.isFinite(count) || count <= 0) return setProblem('Packages is a number above 0.');
    if (price.trim() === '' || !Number.isFinite(dollars) || dollars < 0) return setProblem('Give a price.');
    setProblem(undefined);
    onAdd({ name: name.trim(), packages: count, priceCents: Math.round(dollars * 100) });
    setName('');
    setPrice('');
    setPackages('1');
  };
  return (
    <details className="add-material">
      <summary>+ Add a material to {lineTitle}</summary>
      <form onSubmit={submit} className="add-material-form">
        <input
          aria-label="New material name"
          placeholder="Material"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <input
          aria-label="New material packages"
          inputMode="decimal"
          value={packages}
          onChange={(e) => setPackages(e.target.value)}
        />
        <input
          aria-label="New material price per package"
          inputMode="decimal"
          placeholder="0.00"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <button type="submit" disabled={busy}>
          Add material
        </button>
        {problem ? <span role="alert">{problem}</span> : null}
      </form>
    </details>
  );
}
