/** A labelled estimate select for the studio's run, mock-run and playground forms; '' is "no estimate". */
export function EstimatePicker(props: {
  label: string;
  ariaLabel: string;
  noneLabel: string;
  value: string;
  estimates: readonly { id: string; title: string }[];
  onChange: (estimateId: string) => void;
}) {
  return (
    <label>
      {props.label}
      <select
        aria-label={props.ariaLabel}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.noneLabel}</option>
        {props.estimates.map((estimate) => (
          <option key={estimate.id} value={estimate.id}>
            {estimate.title}
          </option>
        ))}
      </select>
    </label>
  );
}
