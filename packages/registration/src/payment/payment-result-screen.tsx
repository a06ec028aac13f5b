import { Trans } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import {
  shouldContactSupport,
  type ErrorCode,
  type Instant,
  type PaymentResultState,
  type PaymentReturnReason,
} from "@reg/domain";
import { Children, createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { FormAlert } from "@reg/ui/forms";
import { selectTenant, useAppSelector } from "@reg/front";
import { ResultIcon, type ResultIconName } from "./result-icon";
import { useNow, type Clock } from "./use-now";
import { usePolling } from "./use-polling";

/** How often "checking" asks for the payment's status (POST /Payment/CheckQrCodeStatus, ApiCart). */
export const PAYMENT_POLL_MS = 3000;

/**
 * How long "checking" a card payment goes on before the screen stops and offers its actions (pay
 * again, choose another method, check again): a bank that answers at all answers well within it.
 */
export const CHECKING_LIMIT_MS = 30_000;

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
  /** Why the acquirer's page sent the person back (`?reason=`), said on the error screen. */
  reason?: PaymentReturnReason | null;
  /**
   * "checking" without a QR code stops asking after this long and offers its actions; 0 when the
   * person is known to have come back without the acquirer's answer (a tab reopened on the
   * register page): one check, then the actions. Default CHECKING_LIMIT_MS.
   */
  checkingLimitMs?: number;
  /** What the page around shows under a success (the order's receipt), if anything. */
  successDetails?: ReactNode;
  /** More actions of a success (add to calendar), in the same centred row before "Done". */
  successActions?: ReactNode;
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
      return (
        <PaymentSuccess
          doneHref={props.doneHref}
          details={props.successDetails}
          actions={props.successActions}
        />
      );
    case "checking":
      return props.qr ? <QrWaiting {...props} qr={props.qr} /> : <PaymentChecking {...props} />;
    case "error":
      return (
        <ResultFrame
          icon="alert"
          title={
            props.reason === "cancelled" ? (
              <Trans>The payment was cancelled</Trans>
            ) : (
              <Trans>The payment did not go through</Trans>
            )
          }
          text={
            props.reason === "cancelled" ? (
              <Trans>
                You left the payment page without paying. Your place is still held: pay again or
                choose another method.
              </Trans>
            ) : (
              <Trans>Your place is still held. Try again or choose another method.</Trans>
            )
          }
        >
          <RetryActions {...props} />
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

/** Paying again with the same method (one press to the acquirer), or going back to choose. */
function RetryActions(props: PaymentResultScreenProps) {
  return (
    <>
      <ActionButton primary onPress={props.onRetry}>
        <Trans>Try again</Trans>
      </ActionButton>
      <button type="button" className="btn btn--secondary" onClick={props.onChangeMethod}>
        <Trans>Choose another method</Trans>
      </button>
    </>
  );
}

function PaymentSuccess(props: { doneHref: string; details?: ReactNode; actions?: ReactNode }) {
  return (
    <ResultFrame
      icon="check"
      tone="success"
      details={props.details}
      title={<Trans>Payment received. You are registered!</Trans>}
      text={
        <Trans>
          A confirmation with your order and a QR code for the start-pack pickup is on its way to
          your e-mail.
        </Trans>
      }
    >
      {props.actions}
      <a className="btn btn--primary" href={props.doneHref}>
        <Trans>Done</Trans>
      </a>
    </ResultFrame>
  );
}

/** SPEC §4's hint after an hour without news of a payment that was sent; null before that. */
function useSupportNotice(paidAt: Instant | null, clock: Clock | undefined): ReactNode {
  const now = useNow(clock, 30_000);
  const supportEmail = useAppSelector(selectTenant).info?.supportEmail ?? null;
  const late = paidAt !== null && shouldContactSupport(paidAt, new Date(now));
  if (!late || !supportEmail) return null;
  return (
    <div className="notice notice--warning" role="status">
      <p>
        <Trans>
          The status has not changed for an hour since payment. Write to us at{" "}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </Trans>
      </p>
    </div>
  );
}

/**
 * A card payment sent to the acquirer: its status is asked at once and every PAYMENT_POLL_MS for
 * a bounded time; then the screen stops asking and offers what can be done (a person who left the
 * acquirer's page by the browser's Back would otherwise watch a spinner until the window's end).
 */
function PaymentChecking(props: PaymentResultScreenProps) {
  const supportNotice = useSupportNotice(props.paidAt, props.clock);
  const limitMs = props.checkingLimitMs ?? CHECKING_LIMIT_MS;
  // Each "check again" starts a new round of asking.
  const [round, setRound] = useState(0);
  const [limitReached, setLimitReached] = useState(false);
  const [checked, setChecked] = useState(false);
  const stopped = limitReached && checked;
  useEffect(() => {
    setLimitReached(false);
    setChecked(false);
    const timer = setTimeout(() => setLimitReached(true), limitMs);
    return () => clearTimeout(timer);
  }, [limitMs, round]);
  usePolling(
    async () => {
      try {
        const state = await props.checkStatus();
        if (state !== "checking") props.onStateChange(state);
      } finally {
        setChecked(true);
      }
    },
    PAYMENT_POLL_MS,
    !stopped,
    0,
  );
  if (stopped)
    return (
      <ResultFrame
        icon="clock"
        title={<Trans>The payment is not finished</Trans>}
        text={
          <Trans>
            The bank has not confirmed it. If you left the payment page without paying, pay again or
            choose another method. If you did pay, check again in a minute.
          </Trans>
        }
      >
        <RetryActions {...props} />
        <button type="button" className="btn btn--secondary" onClick={() => setRound(round + 1)}>
          <Trans>Check again</Trans>
        </button>
        {supportNotice}
      </ResultFrame>
    );
  return (
    <ResultFrame
      icon="spinner"
      title={<Trans>Checking the payment</Trans>}
      text={<Trans>Do not close the page: this takes up to a few minutes.</Trans>}
      live
    >
      {supportNotice}
    </ResultFrame>
  );
}

/**
 * A QR code waiting to be paid: it asks to be scanned (nobody has paid yet, so there is nothing to
 * "check"), asks its status in the background until the window's end, and turns into the result
 * once the bank answers. The bank's app opens beside this page, which keeps waiting.
 */
function QrWaiting(
  props: PaymentResultScreenProps & {
    qr: NonNullable<PaymentResultScreenProps["qr"]>;
  },
) {
  const supportNotice = useSupportNotice(props.paidAt, props.clock);
  usePolling(
    async () => {
      const state = await props.checkStatus();
      if (state !== "checking") props.onStateChange(state);
    },
    PAYMENT_POLL_MS,
    true,
  );
  return (
    <ResultFrame
      icon="qr"
      title={<Trans>Scan the code with your bank's app</Trans>}
      text={
        <Trans>
          Point your phone's camera or your bank's app at the code and confirm the payment. This
          page updates by itself once the bank answers.
        </Trans>
      }
      live
    >
      <div className="payment-qr">
        <img
          className="payment-qr__image"
          src={props.qr.imageUrl}
          alt=""
          width={220}
          height={220}
        />
        {props.qr.paymentUrl && (
          <a
            className="btn btn--secondary"
            href={props.qr.paymentUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Open the bank's app</Trans>
          </a>
        )}
      </div>
      <button type="button" className="btn btn--secondary" onClick={props.onChangeMethod}>
        <Trans>Choose another method</Trans>
      </button>
      {supportNotice}
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
  /** Shown between the text and the actions (a success's receipt). */
  details?: ReactNode;
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
      {props.details}
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
  // Never rejects: a failure is shown, so the click handler may drop the promise.
  const press = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await props.onPress();
    } catch (error) {
      setFailure(appErrorCode(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FormAlert code={failure} />
      <button
        type="button"
        className={props.primary ? "btn btn--primary" : "btn btn--secondary"}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void press()}
      >
        {busy && <span className="btn__spinner" aria-hidden="true" />}
        {props.children}
      </button>
    </>
  );
}
