import { Trans } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import {
  shouldContactSupport,
  type ErrorCode,
  type Instant,
  type PaymentResultState,
} from "@reg/domain";
import { Children, createContext, useContext, useState, type ReactNode } from "react";
import { FormAlert } from "../../forms/form-alert";
import { selectTenant } from "../../store/selectors";
import { useAppSelector } from "../../store/store";
import { ResultIcon, type ResultIconName } from "./result-icon";
import { useNow, type Clock } from "./use-now";
import { usePolling } from "./use-polling";

/** How often "checking" asks for the payment's status (POST /Payment/CheckQrCodeStatus, ApiCart). */
export const PAYMENT_POLL_MS = 3000;

export interface PaymentResultScreenProps {
  state: PaymentResultState;
  /** Asks for the payment's state again; "checking" polls it until it changes. */
  checkStatus: () => Promise<PaymentResultState>;
  onStateChange: (state: PaymentResultState) => void;
  /** When the payment was sent, for SPEC §4's "no change within 1 hour: contact support". */
  paidAt: Instant | null;
  /** A QR / fast payment waiting to be scanned. */
  qr?: { imageUrl: string; paymentUrl: string | null } | null;
  /** error: the same method again. */
  onRetry: () => Promise<void>;
  /** error: back to the method chooser. */
  onChangeMethod: () => void;
  /** expired: a new window, if a slot can still be taken (SOLD_OUT otherwise). */
  onRepeat: () => Promise<void>;
  /** success: where to go next (the event page, the account). */
  doneHref: string;
  clock?: Clock;
  /** 2 inside the wizard, under its step heading; 1 on a page of its own (the success route). */
  headingLevel?: 1 | 2;
}

/** SPEC §2/§4 payment result: success, checking, unknown error, expired. */
export function PaymentResultScreen(props: PaymentResultScreenProps) {
  return (
    <HeadingLevel.Provider value={props.headingLevel ?? 1}>
      <ResultFor {...props} />
    </HeadingLevel.Provider>
  );
}

const HeadingLevel = createContext<1 | 2>(1);

function ResultFor(props: PaymentResultScreenProps) {
  switch (props.state) {
    case "success":
      return <PaymentSuccess doneHref={props.doneHref} />;
    case "checking":
      return <PaymentChecking {...props} />;
    case "error":
      return (
        <ResultFrame
          icon="alert"
          title={<Trans>The payment did not go through</Trans>}
          text={<Trans>Your place is still held. Try again or choose another method.</Trans>}
        >
          <ActionButton primary onPress={props.onRetry}>
            <Trans>Try again</Trans>
          </ActionButton>
          <button type="button" className="btn btn--secondary" onClick={props.onChangeMethod}>
            <Trans>Choose another method</Trans>
          </button>
        </ResultFrame>
      );
    case "expired":
      return (
        <ResultFrame
          icon="clock"
          title={<Trans>The time to pay has run out</Trans>}
          text={
            <Trans>
              Your place was released. You can repeat the payment, but places may already be sold
              out.
            </Trans>
          }
        >
          <ActionButton primary onPress={props.onRepeat}>
            <Trans>Repeat payment</Trans>
          </ActionButton>
        </ResultFrame>
      );
  }
}

function PaymentSuccess(props: { doneHref: string }) {
  return (
    <ResultFrame
      icon="check"
      tone="success"
      title={<Trans>Payment received. You are registered!</Trans>}
      text={
        <Trans>
          A confirmation with your order and a QR code for the start-pack pickup is on its way to
          your e-mail.
        </Trans>
      }
    >
      <a className="btn btn--primary" href={props.doneHref}>
        <Trans>Done</Trans>
      </a>
    </ResultFrame>
  );
}

function PaymentChecking(props: PaymentResultScreenProps) {
  const now = useNow(props.clock, 30_000);
  const supportEmail = useAppSelector(selectTenant).info?.supportEmail ?? null;
  usePolling(
    async () => {
      const state = await props.checkStatus();
      if (state !== "checking") props.onStateChange(state);
    },
    PAYMENT_POLL_MS,
    true,
  );
  const late = props.paidAt !== null && shouldContactSupport(props.paidAt, new Date(now));
  return (
    <ResultFrame
      icon="spinner"
      title={<Trans>Checking the payment</Trans>}
      text={<Trans>Do not close the page: this takes up to a few minutes.</Trans>}
      live
    >
      {props.qr && (
        <div className="payment-qr">
          <img
            className="payment-qr__image"
            src={props.qr.imageUrl}
            alt=""
            width={220}
            height={220}
          />
          <p>
            <Trans>Scan the code with your bank's app to pay.</Trans>
          </p>
          {props.qr.paymentUrl && (
            <a className="btn btn--secondary" href={props.qr.paymentUrl}>
              <Trans>Open the bank's app</Trans>
            </a>
          )}
        </div>
      )}
      {late && supportEmail && (
        <div className="notice notice--warning" role="status">
          <p>
            <Trans>
              The status has not changed for an hour since payment. Write to us at{" "}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </Trans>
          </p>
        </div>
      )}
    </ResultFrame>
  );
}

interface ResultFrameProps {
  icon: ResultIconName;
  tone?: "success";
  title: ReactNode;
  text: ReactNode;
  /** The screen changes by itself (checking): its title and text are announced. */
  live?: boolean;
  children?: ReactNode;
}

function ResultFrame(props: ResultFrameProps) {
  const Heading = useContext(HeadingLevel) === 1 ? "h1" : "h2";
  return (
    <div
      className={props.tone === "success" ? "state state--success" : "state"}
      role={props.live ? "status" : undefined}
    >
      <ResultIcon name={props.icon} />
      <Heading className="state__title">{props.title}</Heading>
      <p className="state__text">{props.text}</p>
      {/* No empty actions row (checking without a QR code): it would only add space under the text. */}
      {Children.toArray(props.children).length > 0 && (
        <div className="state__actions">{props.children}</div>
      )}
    </div>
  );
}

/** A button whose action may fail; the failure is said above the buttons, e.g. SOLD_OUT. */
function ActionButton(props: {
  primary?: boolean;
  onPress: () => Promise<void>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  return (
    <>
      <FormAlert code={failure} />
      <button
        type="button"
        className={props.primary ? "btn btn--primary" : "btn btn--secondary"}
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true);
          setFailure(null);
          try {
            await props.onPress();
          } catch (error) {
            setFailure(appErrorCode(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy && <span className="btn__spinner" aria-hidden="true" />}
        {props.children}
      </button>
    </>
  );
}
