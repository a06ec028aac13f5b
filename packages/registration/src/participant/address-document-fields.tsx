import { Trans, useLingui } from "@lingui/react/macro";
import {
  ADDRESS_PART_MAX_LENGTH,
  HOUSE_MAX_LENGTH,
  STREET_MAX_LENGTH,
  type IdentityDocumentCode,
} from "@reg/domain";
import { DocumentFields } from "../fields/document-fields";
import { InputField } from "../fields/input-field";
import { SelectField } from "../fields/select-field";
import { useLocale } from "../use-locale";
import { countryOptions } from "./countries";

/**
 * The address and identity-document sections, the same in the participant form and the profile
 * (which prefills it): one set of fields, so the two cannot drift.
 */
export function AddressAndDocumentFields(props: {
  documentTypes: readonly IdentityDocumentCode[];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <fieldset className="form__section">
        <legend className="form__legend">
          <Trans>Address</Trans>
        </legend>
        <div className="form__row form__row--split">
          <SelectField
            name="country"
            label={t`Country`}
            autoComplete="country"
            placeholder={t`Not selected`}
            options={countryOptions(locale)}
          />
          <InputField
            name="region"
            label={t`Region`}
            autoComplete="address-level1"
            maxLength={ADDRESS_PART_MAX_LENGTH}
          />
        </div>
        <div className="form__row form__row--split">
          <InputField
            name="city"
            label={t`City or town`}
            autoComplete="address-level2"
            maxLength={ADDRESS_PART_MAX_LENGTH}
          />
          <InputField
            name="street"
            label={t`Street`}
            autoComplete="address-line1"
            maxLength={STREET_MAX_LENGTH}
          />
        </div>
        <div className="form__row form__row--thirds">
          <InputField name="building" label={t`House`} maxLength={HOUSE_MAX_LENGTH} />
          <InputField name="apartment" label={t`Apartment (if any)`} maxLength={HOUSE_MAX_LENGTH} />
          <InputField
            name="postcode"
            label={t`Postal code`}
            autoComplete="postal-code"
            maxLength={10}
          />
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__legend">
          <Trans>Identity document</Trans>
        </legend>
        <DocumentFields
          typeName="documentType"
          numberName="documentNumber"
          types={props.documentTypes}
        />
      </fieldset>
    </>
  );
}
