import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { TaxCertificateList } from "./tax-certificate-list";
import "./tax.css";

/**
 * The account's "Tax deduction certificates" (issue 10): every certificate the person got, newest
 * first, with its state (issued, needs correction, corrected), the PDF and a resend by e-mail; and
 * the way to request one.
 */
export function TaxSection() {
  const trpc = useTRPC();
  const list = useQuery(trpc.tax.list.queryOptions());
  const certificates = list.data?.certificates ?? [];
  return (
    <section className="card card--padded tax-section" aria-labelledby="tax-section-heading">
      <div className="tax-section__head">
        <h2 className="tax-section__title" id="tax-section-heading">
          <Trans>Tax deduction certificates</Trans>
        </h2>
        <Link to="/tax-deduction" className="btn btn--secondary">
          <Trans>Request a certificate</Trans>
        </Link>
      </div>
      {list.isSuccess && certificates.length === 0 && (
        <p className="tax-muted" data-testid="tax-history-empty">
          <Trans>
            No certificates yet. Paid entry fees for races can be returned in part as a tax
            deduction: request the organizers’ certificates here.
          </Trans>
        </p>
      )}
      {list.isError && (
        <p className="tax-muted" role="alert">
          <Trans>Could not load your certificates. Try again later.</Trans>
        </p>
      )}
      {certificates.length > 0 && <TaxCertificateList certificates={certificates} resend />}
    </section>
  );
}
