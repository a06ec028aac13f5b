import { Trans } from "@lingui/react/macro";
import type { ContractOffer } from "@reg/domain";
import { useState } from "react";
import { CheckboxField } from "../fields/checkbox-field";
import { ContractOfferDialog, DocumentLink, EventRulesDialog } from "./agreement-documents";

interface AgreementFieldsProps {
  termsUrl: string | null;
  rulesUrl: string | null;
  /** The race's public offer (GET /Register/ApiGetContractOffer): the terms, read in a dialog. */
  loadContractOffer?: () => Promise<ContractOffer>;
}

/**
 * SPEC §5's agreement boxes (terms, event rules, medical certificate) and the receipt consent.
 * What is agreed to is readable from here: the terms (the race's public offer) and the event
 * rules open in a dialog, or in a new tab where the race publishes its own document.
 */
export function AgreementFields(props: AgreementFieldsProps) {
  const [reading, setReading] = useState<"terms" | "rules" | null>(null);
  const close = () => setReading(null);
  const { loadContractOffer } = props;
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
          ) : loadContractOffer ? (
            <Trans>
              I accept the{" "}
              <DocumentLink onOpen={() => setReading("terms")}>terms of participation</DocumentLink>
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
            <Trans>
              I accept the{" "}
              <DocumentLink onOpen={() => setReading("rules")}>event rules</DocumentLink>
            </Trans>
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
      <CheckboxField
        name="showInStartList"
        label={<Trans>Show my name, club and city in the start list</Trans>}
      />
      {loadContractOffer && (
        <ContractOfferDialog open={reading === "terms"} onClose={close} load={loadContractOffer} />
      )}
      <EventRulesDialog open={reading === "rules"} onClose={close} />
    </div>
  );
}
