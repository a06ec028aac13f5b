import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * One list of the filter form (sport, region, city, age group, format): its label, "any" first (no
 * filter), then the options; a value the list refused keeps its message under it.
 */
export function FilterSelect(props: {
  id: string;
  label: ReactNode;
  value: string;
  anyLabel: string;
  options: readonly (readonly [value: string, name: string])[];
  onChange: (value: string) => void;
  invalid?: boolean;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="field__input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        {...(props.invalid ? { "aria-invalid": true as const, "aria-describedby": errorId } : {})}
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
      {props.invalid && (
        <p className="field__error" id={errorId}>
          <Trans>Check this value</Trans>
        </p>
      )}
    </div>
  );
}
