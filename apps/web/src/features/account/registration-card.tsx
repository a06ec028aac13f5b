import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { appErrorCode, useTRPC } from "@reg/api";
import {
  formatMoscowDateTimeIn,
  formatRub,
  type Locale,
  type MyRegistration,
  type RegistrationState,
} from "@reg/domain";
import { distanceLabel, useToasts } from "@reg/ui";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import { downloadRaceCalendar } from "../events/race-calendar";

const STATE_LABELS: Record<RegistrationState, MessageDescriptor> = {
  draft: msg`Draft`,
  awaitingPayment: msg`Awaiting payment`,
  paid: msg`Paid`,
  expired: msg`Payment time is over`,
  cancelled: msg`Cancelled`,
};

const STATE_BADGES: Record<RegistrationState, string> = {
  draft: "badge--muted",
  awaitingPayment: "badge--warning",
  paid: "badge--success",
  expired: "badge--muted",
  cancelled: "badge--muted",
};

/** Whole minutes left until `deadline`, at least 1 while any time is left; refreshed every 15 s. */
function useMinutesLeft(deadline: string | null, onOver: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = deadline === null ? null : new Date(deadline).getTime() - now;
  const over = left !== null && left <= 0;
  useEffect(() => {
    // The server decides what the registration became; the list is read again.
    if (over) onOver();
  }, [over, onOver]);
  return left === null ? null : Math.max(0, Math.ceil(left / 60_000));
}

function Facts(props: { registration: MyRegistration; locale: Locale }) {
  const { i18n } = useLingui();
  const { registration, locale } = props;
  return (
    <dl className="my-registration__facts">
      <div>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>
          <time dateTime={registration.race.startsAt}>
            {formatMoscowDateTimeIn(registration.race.startsAt, locale)}
          </time>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>City</Trans>
        </dt>
        <dd>{registration.event.city}</dd>
      </div>
      <div>
        <dt>
          <Trans>Distance</Trans>
        </dt>
        <dd>{distanceLabel(registration.race.distance, i18n)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Participant</Trans>
        </dt>
        <dd>{registration.participant.name}</dd>
      </div>
    </dl>
  );
}

function PaidDetails(props: { registration: MyRegistration; locale: Locale }) {
  const { registration, locale } = props;
  return (
    <div className="my-registration__paid">
      <ul className="my-registration__lines">
        {registration.lines.map((line, index) => (
          <li key={`${index}-${line.name}`}>
            <span>
              {line.name}
              {line.count > 1 && ` × ${line.count}`}
            </span>
            <span>{formatRub(line.amountKopecks, locale)}</span>
          </li>
        ))}
      </ul>
      {registration.paidKopecks !== null && (
        <p className="my-registration__amount">
          <span>
            <Trans>Paid</Trans>
          </span>
          <strong>{formatRub(registration.paidKopecks, locale)}</strong>
        </p>
      )}
    </div>
  );
}

function ConsentSwitch(props: { registration: MyRegistration; onChanged: () => void }) {
  const trpc = useTRPC();
  const toasts = useToasts();
  const id = useId();
  const { registration } = props;
  // The switch moves at once and stays where the person put it while the change is saved; a
  // refused change puts it back.
  const [checked, setChecked] = useState(registration.showInStartList);
  useEffect(() => setChecked(registration.showInStartList), [registration.showInStartList]);
  const change = useMutation(
    trpc.account.setStartListConsent.mutationOptions({
      onSuccess: (saved) => {
        setChecked(saved.showInStartList);
        toasts.success(
          saved.showInStartList
            ? msg`Your name is shown in the start list`
            : msg`Your name is hidden in the start list`,
        );
        props.onChanged();
      },
      onError: (error, input) => {
        setChecked(!input.showInStartList);
        toasts.error(appErrorCode(error));
      },
    }),
  );
  return (
    <div className="my-registration__consent">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        disabled={change.isPending}
        aria-busy={change.isPending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setChecked(next);
          change.mutate({ registrationId: registration.id, showInStartList: next });
        }}
      />
      <label htmlFor={id}>
        <Trans>Show my name in the start list</Trans>
      </label>
    </div>
  );
}

function ResendButton(props: { registration: MyRegistration; eventName: string }) {
  const trpc = useTRPC();
  const toasts = useToasts();
  const resend = useMutation(
    trpc.account.resendConfirmation.mutationOptions({
      onSuccess: () => toasts.success(msg`The confirmation has been sent to your e-mail again`),
      onError: (error) => {
        const code = appErrorCode(error);
        if (code === "TOO_MANY_ATTEMPTS")
          toasts.info(
            msg`The confirmation was sent less than a minute ago. Try again in a minute.`,
          );
        else toasts.error(code);
      },
    }),
  );
  return (
    <button
      type="button"
      className="btn btn--ghost"
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      onClick={() => resend.mutate({ registrationId: props.registration.id })}
    >
      <Trans>Resend confirmation</Trans>
      <span className="visually-hidden">: {props.eventName}</span>
    </button>
  );
}

/** One registration as a card: what, when, who, its state and what can be done with it now. */
export function RegistrationCard(props: {
  registration: MyRegistration;
  locale: Locale;
  onChanged: () => void;
}) {
  const { i18n } = useLingui();
  const { registration, locale, onChanged } = props;
  const { event, race, state } = registration;
  const minutesLeft = useMinutesLeft(registration.paymentDeadline, onChanged);
  const titleId = useId();
  const params = { eventCode: event.code, raceCode: race.code };
  const forRace = <span className="visually-hidden">: {event.name}</span>;

  return (
    <article className="my-registration card" aria-labelledby={titleId}>
      <div className="my-registration__head">
        <h3 className="my-registration__name" id={titleId}>
          <Link to="/event/$code" params={{ code: event.code }}>
            {event.name}
          </Link>
        </h3>
        <span className={`badge ${STATE_BADGES[state]}`}>{i18n._(STATE_LABELS[state])}</span>
      </div>
      <p className="my-registration__race">{race.name}</p>
      <Facts registration={registration} locale={locale} />

      {state === "awaitingPayment" && minutesLeft !== null && (
        <p className="my-registration__deadline">
          <Plural value={minutesLeft} one="# minute left to pay" other="# minutes left to pay" />
        </p>
      )}
      {state === "paid" && <PaidDetails registration={registration} locale={locale} />}
      {state === "paid" && <ConsentSwitch registration={registration} onChanged={onChanged} />}

      <div className="my-registration__actions">
        {state === "awaitingPayment" && (
          <Link
            to="/$eventCode/$raceCode/register"
            params={params}
            search={{ step: "payment" }}
            className="btn btn--primary"
          >
            <Trans>Pay</Trans>
            {forRace}
          </Link>
        )}
        {state === "draft" && (
          <Link to="/$eventCode/$raceCode/register" params={params} className="btn btn--primary">
            <Trans>Continue</Trans>
            {forRace}
          </Link>
        )}
        {state === "expired" && registration.canRepeatPayment && (
          <Link
            to="/$eventCode/$raceCode/register"
            params={params}
            search={{ step: "payment" }}
            className="btn btn--primary"
          >
            <Trans>Repeat payment</Trans>
            {forRace}
          </Link>
        )}
        {state === "paid" && (
          <>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => downloadRaceCalendar(registration.event, registration.race)}
            >
              <Trans>Add to calendar</Trans>
              {forRace}
            </button>
            <ResendButton registration={registration} eventName={event.name} />
          </>
        )}
      </div>
    </article>
  );
}
