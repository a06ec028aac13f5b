import { Trans } from "@lingui/react/macro";
import { CheckboxField } from "../fields/checkbox-field";

/** SPEC §5's agreement boxes (terms, event rules, medical certificate) and the receipt consent. */
export function AgreementFields(props: { termsUrl: string | null; rulesUrl: string | null }) {
  return (
    <div className="form__group">
      <CheckboxField
        name="agreeTerms"
        label={
          props.termsUrl ? (
            <Trans>
              I accept the{" "}
              <a href={props.termsUrl} target="_blank" rel="noreferrer">
                terms of participation
              </a>
            </Trans>
          ) : (
            <Trans>I accept the terms of participation</Trans>
          )
        }
      />
      <CheckboxField
        name="agreeRules"
        label={
          props.rulesUrl ? (
            <Trans>
              I accept the{" "}
              <a href={props.rulesUrl} target="_blank" rel="noreferrer">
                event rules
              </a>
            </Trans>
          ) : (
            <Trans>I accept the event rules</Trans>
          )
        }
      />
      <CheckboxField
        name="agreeMedical"
        label={<Trans>I have a medical certificate allowing me to take part</Trans>}
      />
      <CheckboxField
        name="receiptConsent"
        label={<Trans>I agree to receive the payment receipt by e-mail</Trans>}
      />
    </div>
  );
}
