import { Trans } from "@lingui/react/macro";
import {
  DEFAULT_EVENT_LIST_TAB,
  type TaxCertificateOut,
  type TaxDeductionPayer,
  type TaxDeductionRejectionCode,
} from "@reg/domain";
import { Link } from "@tanstack/react-router";
import { TaxCertificateList } from "./tax-certificate-list";

interface TaxRejectionProps {
  code: TaxDeductionRejectionCode;
  certificates: readonly TaxCertificateOut[];
  year: number;
  payer: TaxDeductionPayer;
  /** Asks again with the other payer (ALREADY_SUBMITTED_SELECTED_PAYER). */
  onSwitchPayer: () => void;
  /** Asks again for the children (MYSELF_DONT_EXIST_SLOTS: they paid for someone else). */
  onChooseChildren: () => void;
}

/**
 * Why no certificate can be issued for this request (decision 0033's six codes), and what the
 * person can do next: find a race, ask for their children, manage the family group, download what
 * was already issued, or ask as the payer who got the certificates.
 */
export function TaxRejection(props: TaxRejectionProps) {
  const { year } = props;
  return (
    <div className="tax-rejection" role="alert" data-testid={`tax-rejection-${props.code}`}>
      {props.code === "MYSELF_DONT_BUY_SLOTS" && (
        <>
          <p className="tax-rejection__title">
            <Trans>No paid races in {year}</Trans>
          </p>
          <p>
            <Trans>
              We found no payment for a race in {year} from this payer, so there is nothing to
              certify. Entry fees you pay on this site can be certified after the year ends.
            </Trans>
          </p>
          <Link
            to="/events/$type"
            params={{ type: DEFAULT_EVENT_LIST_TAB }}
            className="btn btn--secondary"
          >
            <Trans>Find a race</Trans>
          </Link>
        </>
      )}
      {props.code === "MYSELF_DONT_EXIST_SLOTS" && (
        <>
          <p className="tax-rejection__title">
            <Trans>None of your payments counts for you</Trans>
          </p>
          <p>
            <Trans>
              You paid for races in {year}, but none of them qualifies with you as the participant:
              the reason is given for each payment below. If you paid for your children, ask for
              them instead.
            </Trans>
          </p>
          <button type="button" className="btn btn--secondary" onClick={props.onChooseChildren}>
            <Trans>Ask for my children</Trans>
          </button>
        </>
      )}
      {props.code === "NO_CHILDREN_SLOTS" && (
        <>
          <p className="tax-rejection__title">
            <Trans>No payment counts for the chosen children</Trans>
          </p>
          <p>
            <Trans>
              No qualifying payment in {year} is for a chosen child who was under 18 on the race
              day. Check that every child you paid for is in your family group and chosen above.
            </Trans>
          </p>
          <Link to="/account" className="btn btn--secondary">
            <Trans>Manage my family group</Trans>
          </Link>
        </>
      )}
      {(props.code === "ALREADY_SUBMITTED_MYSELF" ||
        props.code === "ALREADY_SUBMITTED_CHILDREN") && (
        <>
          <p className="tax-rejection__title">
            {props.code === "ALREADY_SUBMITTED_MYSELF" ? (
              <Trans>Your certificates for {year} are already issued</Trans>
            ) : (
              <Trans>The certificates for your children for {year} are already issued</Trans>
            )}
          </p>
          <p>
            <Trans>
              Nothing has changed since they were issued, so there is nothing new to certify. Here
              they are again:
            </Trans>
          </p>
          <TaxCertificateList certificates={props.certificates} resend />
        </>
      )}
      {props.code === "ALREADY_SUBMITTED_SELECTED_PAYER" && (
        <>
          <p className="tax-rejection__title">
            <Trans>These payments are already certified to the other payer</Trans>
          </p>
          <p>
            {props.payer === "SPOUSE" ? (
              <Trans>
                The same payments were certified with you as the taxpayer, and the same money is
                never certified twice: only one of you claims the deduction for them. The
                certificates are below; to get them again or have them corrected, ask with yourself
                as the payer.
              </Trans>
            ) : (
              <Trans>
                The same payments were certified with your spouse as the taxpayer, and the same
                money is never certified twice: only one of you claims the deduction for them. The
                certificates are below; to get them again or have them corrected, ask with your
                spouse as the payer.
              </Trans>
            )}
          </p>
          <TaxCertificateList certificates={props.certificates} />
          <button type="button" className="btn btn--secondary" onClick={props.onSwitchPayer}>
            {props.payer === "SPOUSE" ? (
              <Trans>Ask with myself as the payer</Trans>
            ) : (
              <Trans>Ask with my spouse as the payer</Trans>
            )}
          </button>
        </>
      )}
    </div>
  );
}
