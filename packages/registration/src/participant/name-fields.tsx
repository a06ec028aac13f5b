import { useLingui } from "@lingui/react/macro";
import { NAME_MAX_LENGTH } from "@reg/domain";
import { BirthDateField } from "../fields/birth-date-field";
import { InputField } from "../fields/input-field";

/**
 * Last and first name side by side. Someone else's names (a relative's new account) are not the
 * browser's to autofill with the user's own.
 */
export function LastAndFirstNameRow(props: { someoneElse?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="form__row form__row--split">
      <InputField
        name="lastName"
        label={t`Last name`}
        autoComplete={props.someoneElse ? "off" : "family-name"}
        maxLength={NAME_MAX_LENGTH}
      />
      <InputField
        name="firstName"
        label={t`First name`}
        autoComplete={props.someoneElse ? "off" : "given-name"}
        maxLength={NAME_MAX_LENGTH}
      />
    </div>
  );
}

/**
 * The name and date of birth rows, the same in the participant form and the profile (which
 * prefills it): one set of fields, so their names, limits and autocomplete cannot drift.
 */
export function NameAndBirthDateFields() {
  const { t } = useLingui();
  return (
    <>
      <LastAndFirstNameRow />
      <div className="form__row form__row--split">
        <InputField
          name="patronymic"
          label={t`Patronymic (if any)`}
          autoComplete="additional-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <BirthDateField name="birthDate" label={t`Date of birth`} />
      </div>
    </>
  );
}
