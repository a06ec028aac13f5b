import { Trans } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import {
  formatMoscowDateTimeIn,
  SUPPORT_CONTACT_AFTER_MINUTES,
  type ErrorCode,
  type RegistrationAvailabilityDto,
} from "@reg/domain";
import { useState, type ReactNode } from "react";
import { FormAlert } from "@reg/ui/forms";
import { selectTenant, useAppSelector } from "@reg/front";
import { ResultIcon, type ResultIconName } from "../payment/result-icon";
import { useLocale } from "../use-locale";

/** Every availability but "open": the race or the person's own registration stops the wizard. */
export type BlockingAvailability = Exclude<RegistrationAvailabilityDto, { state: "open" }>;

export interface AvailabilityScreenProps {
  availability: BlockingAvailability;
  /** unfinishedDraft: back into the wizard with the saved draft. */
  onContinueDraft: (registrationId: string) => void;
  /** unfinishedDraft: POST /Register/ApiClearCart, then a fresh start. */
  onDeleteDraft: (registrationId: string) => Promise<void>;
  /** awaitingPayment: to the payment step of that order. */
  onGoToPayment: (registrationId: string) => void;
  /** alreadyRegistered: where the person sees their registrations. */
  accountHref: string;
}

/** SPEC §4's registration availability messages, each as a screen with what can be done next. */
export function AvailabilityScreen(props: AvailabilityScreenProps) {
  const { availability } = props;
  const locale = useLocale();
  switch (availability.state) {
    case "closed":
      return (
        <Screen icon="clock" title={<Trans>Registration is closed</Trans>}>
          <p>
            <Trans>Online registration for this race has ended.</Trans>
          </p>
        </Screen>
      );
    case "limitReached":
      return (
        <Screen icon="alert" title={<Trans>Registration is not possible</Trans>}>
          <p>
            <Trans>The participant limit has been reached.</Trans>
          </p>
        </Screen>
      );
    case "notPossible":
      return (
        <Screen icon="alert" title={<Trans>Registration is not possible</Trans>}>
          <p>
            <Trans>The organizer does not take online registrations for this race.</Trans>
          </p>
        </Screen>
      );
    case "offline":
      return (
        <Screen icon="clock" title={<Trans>Online registration is closed</Trans>}>
          <p>
            <Trans>
              Registration continues at the start-pack pickup point now that online registration has
              closed.
            </Trans>
          </p>
        </Screen>
      );
    case "opensSoon": {
      const opensAt = formatMoscowDateTimeIn(availability.opensAt, locale);
      return (
        <Screen icon="clock" title={<Trans>Registration opens soon</Trans>}>
          <p>
            <Trans>Registration opens on {opensAt}, Moscow time.</Trans>
          </p>
        </Screen>
      );
    }
    case "alreadyRegistered":
      return (
        <Screen icon="check" title={<Trans>You are already registered</Trans>}>
          <p>
            <Trans>You already have a paid registration for this race.</Trans>
          </p>
          <a className="btn btn--primary" href={props.accountHref}>
            <Trans>My registrations</Trans>
          </a>
        </Screen>
      );
    case "awaitingPayment":
      return <AwaitingPayment {...props} availability={availability} />;
    case "unfinishedDraft":
      return <UnfinishedDraft {...props} availability={availability} />;
  }
}

function AwaitingPayment(
  props: AvailabilityScreenProps & {
    availability: Extract<BlockingAvailability, { state: "awaitingPayment" }>;
  },
) {
  const supportEmail = useAppSelector(selectTenant).info?.supportEmail ?? null;
  const locale = useLocale();
  const deadline = formatMoscowDateTimeIn(props.availability.paymentDeadline, locale);
  const hours = SUPPORT_CONTACT_AFTER_MINUTES / 60;
  const { registrationId } = props.availability;
  return (
    <Screen icon="clock" title={<Trans>Your order is awaiting payment</Trans>}>
      <p>
        <Trans>Pay by {deadline}, Moscow time, or the place is released.</Trans>
      </p>
      <p>
        {supportEmail ? (
          <Trans>
            If you have paid and the status does not change within {hours} hour, write to{" "}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Trans>
        ) : (
          <Trans>
            If you have paid and the status does not change within {hours} hour, contact support.
          </Trans>
        )}
      </p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => props.onGoToPayment(registrationId)}
      >
        <Trans>Go to payment</Trans>
      </button>
    </Screen>
  );
}

function UnfinishedDraft(
  props: AvailabilityScreenProps & {
    availability: Extract<BlockingAvailability, { state: "unfinishedDraft" }>;
  },
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const { registrationId } = props.availability;
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await props.onDeleteDraft(registrationId);
    } catch (error) {
      setFailure(appErrorCode(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Screen icon="alert" title={<Trans>You have an unfinished registration</Trans>}>
      <p>
        <Trans>Continue where you stopped, or delete it and start again.</Trans>
      </p>
      <FormAlert code={failure} />
      <div className="state__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => props.onContinueDraft(registrationId)}
        >
          <Trans>Continue the registration</Trans>
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void remove()}
        >
          <Trans>Delete and start again</Trans>
        </button>
      </div>
    </Screen>
  );
}

function Screen(props: { icon: ResultIconName; title: ReactNode; children: ReactNode }) {
  return (
    <div className="state availability">
      <ResultIcon name={props.icon} />
      <h1 className="state__title">{props.title}</h1>
      <div className="availability__body">{props.children}</div>
    </div>
  );
}
