import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { formatRub, type TaxCertificateOut, type TaxCertificateState } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { useMutation } from "@tanstack/react-query";
import { certificatePdfHref } from "./tax-form-values";

function StateText(props: { state: TaxCertificateState }) {
  switch (props.state) {
    case "issued":
      return <Trans>Issued</Trans>;
    case "needsCorrection":
      return <Trans>Needs correction: request it again to get the corrected one</Trans>;
    case "corrected":
      return <Trans>Replaced by a corrected certificate</Trans>;
  }
}

/** "Send again by e-mail", then what happened, announced. */
function ResendButton(props: { certificateId: string }) {
  const trpc = useTRPC();
  const resend = useMutation(trpc.tax.resend.mutationOptions());
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        onClick={() => resend.mutate({ certificateId: props.certificateId })}
      >
        <Trans>Send again by e-mail</Trans>
      </button>
      <span className="tax-cert__status" role="status">
        {resend.isSuccess && <Trans>Sent to your e-mail.</Trans>}
        {resend.isError && <Trans>Could not send it. Try again later.</Trans>}
      </span>
    </>
  );
}

/**
 * Certificates as the page's result, a rejection's "already issued" and the account's history
 * show them: organizer and INN, person served, year, number, amount, state, the PDF and, where
 * asked, a resend by e-mail.
 */
export function TaxCertificateList(props: {
  certificates: readonly TaxCertificateOut[];
  resend?: boolean;
}) {
  const locale = useAppSelector(selectLocale);
  const { t } = useLingui();
  return (
    <ul className="tax-certs">
      {props.certificates.map((certificate) => (
        <li key={certificate.id} className="tax-cert" data-testid="tax-certificate">
          <div className="tax-cert__main">
            <p className="tax-cert__organizer">{certificate.organizer.name}</p>
            <p className="tax-cert__muted">
              <Trans>INN {certificate.organizer.inn}</Trans>
            </p>
            <p className="tax-cert__meta">
              <Trans>
                No. {certificate.number}, correction {certificate.correction} · {certificate.year} ·
                for {certificate.personServed.name}
              </Trans>
            </p>
            <p className={`tax-cert__state tax-cert__state--${certificate.state}`}>
              <StateText state={certificate.state} />
            </p>
          </div>
          <p className="tax-cert__amount">{formatRub(certificate.amountKopecks, locale)}</p>
          <div className="tax-cert__actions">
            <a
              className="btn btn--secondary"
              href={certificatePdfHref(certificate.id)}
              download
              aria-label={t`Download the certificate No. ${certificate.number} (PDF), ${certificate.organizer.name}`}
            >
              <Trans>Download PDF</Trans>
            </a>
            {props.resend && <ResendButton certificateId={certificate.id} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
