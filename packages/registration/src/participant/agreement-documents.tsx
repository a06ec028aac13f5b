import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ContractOffer } from "@reg/domain";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/** The event rules every race on the platform keeps (an organizer's own rules come as a link). */
const EVENT_RULES: readonly MessageDescriptor[] = [
  msg`Participants take part at their own risk and must be fit for the distance they chose.`,
  msg`A start number is personal: passing it on to someone else disqualifies both.`,
  msg`Follow the instructions of the marshals and the medical staff; they may stop a participant for health or safety reasons.`,
  msg`The organizer announces the course and the time limit; a finish outside the limit gets no result.`,
  msg`The organizer may change the start time or the course for safety reasons and announces it in advance.`,
];

/**
 * A document read in place: a modal <dialog> (focus moves in, Esc or "Close" closes it and the
 * focus goes back to the link that opened it).
 */
function DocumentDialog(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!props.open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className="document-dialog"
      aria-labelledby={titleId}
      onClose={props.onClose}
      onCancel={props.onClose}
    >
      <h2 id={titleId} className="document-dialog__title">
        {props.title}
      </h2>
      <div className="document-dialog__text">{props.children}</div>
      <button type="button" className="btn btn--secondary" onClick={props.onClose} autoFocus>
        <Trans>Close</Trans>
      </button>
    </dialog>
  );
}

/** A link-looking button inside a checkbox's label: it opens the text, it does not tick the box. */
export function DocumentLink(props: { children: ReactNode; onOpen: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  // Cancelled where it starts, before it bubbles to the label (React's handler runs too late).
  useEffect(() => {
    const link = ref.current;
    const keep = (event: Event) => event.preventDefault();
    link?.addEventListener("click", keep);
    return () => link?.removeEventListener("click", keep);
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className="link-button"
      aria-haspopup="dialog"
      onClick={(event) => {
        // The box is ticked by its own label, not by reading what it agrees to.
        event.preventDefault();
        event.stopPropagation();
        props.onOpen();
      }}
    >
      {props.children}
    </button>
  );
}

type OfferRead =
  { state: "loading" } | { state: "ready"; offer: ContractOffer } | { state: "failed" };

/** The public offer (GET /Register/ApiGetContractOffer), read when the dialog opens. */
export function ContractOfferDialog(props: {
  open: boolean;
  onClose: () => void;
  load: () => Promise<ContractOffer>;
}) {
  const [read, setRead] = useState<OfferRead>({ state: "loading" });
  // The form re-renders while the dialog is open; the offer is read once per opening.
  const load = useRef(props.load);
  load.current = props.load;
  const { open } = props;
  useEffect(() => {
    if (!open) return;
    let live = true;
    setRead({ state: "loading" });
    load.current().then(
      (offer) => live && setRead({ state: "ready", offer }),
      () => live && setRead({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [open]);
  return (
    <DocumentDialog
      open={props.open}
      onClose={props.onClose}
      title={read.state === "ready" ? read.offer.title : <Trans>Terms of participation</Trans>}
    >
      {read.state === "loading" && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {read.state === "failed" && (
        <p role="alert">
          <Trans>Something went wrong... Try again later.</Trans>
        </p>
      )}
      {read.state === "ready" && (
        <>
          {read.offer.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="document-dialog__beneficiary">
            {read.offer.beneficiary.name}, <Trans>INN</Trans> {read.offer.beneficiary.inn}
            {read.offer.beneficiary.ogrnip && (
              <>
                , <Trans>OGRNIP</Trans> {read.offer.beneficiary.ogrnip}
              </>
            )}
            , {read.offer.beneficiary.address}
          </p>
        </>
      )}
    </DocumentDialog>
  );
}

/** The platform's event rules, in the interface's language. */
export function EventRulesDialog(props: { open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <DocumentDialog open={props.open} onClose={props.onClose} title={<Trans>Event rules</Trans>}>
      <ol>
        {EVENT_RULES.map((rule) => (
          <li key={rule.id}>{i18n._(rule)}</li>
        ))}
      </ol>
    </DocumentDialog>
  );
}
