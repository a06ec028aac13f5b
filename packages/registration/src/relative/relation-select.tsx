import { Trans, useLingui } from "@lingui/react/macro";
import { FAMILY_RELATIONS, type FamilyRelation } from "@reg/domain";
import { useId, type ReactNode, type Ref } from "react";
import { FieldError } from "../fields/field-error";
import { relationOptions } from "./relation-names";

export interface RelationSelectProps {
  value: FamilyRelation | "";
  onChange: (relation: FamilyRelation | "") => void;
  /** The person tried to go on without choosing: the message shows and is announced. */
  showError: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  label?: ReactNode;
}

/** Only the domain's relations leave the select; its empty choice is "". */
function relationOf(value: string): FamilyRelation | "" {
  return (FAMILY_RELATIONS as readonly string[]).includes(value) ? (value as FamilyRelation) : "";
}

/**
 * "Who is this to you?" where no form holds it (a person found by e-mail, kept in the family
 * group): a labelled native select, required — its error is the form fields' own message.
 */
export function RelationSelect(props: RelationSelectProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const error = props.showError && props.value === "" ? "relation.notSelected" : null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-input`}>
        {props.label ?? <Trans>Who is this to you?</Trans>}
      </label>
      <div className="field__control">
        <select
          ref={props.selectRef}
          id={`${id}-input`}
          className="field__input field__select"
          value={props.value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(relationOf(event.target.value))}
        >
          <option value="">{t`Not selected`}</option>
          {relationOptions(i18n).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} error={error} announce />
    </div>
  );
}
