import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { appErrorCode, useTRPC } from "@reg/api";
import {
  formatMoscowDateTimeIn,
  formatMoscowTime,
  formatRub,
  type Locale,
  type MyRegistration,
  type MyRegistrationStartPack,
  type RegistrationState,
} from "@reg/domain";
import { distanceLabel, useToasts } from "@reg/ui";
import { useMutation } from "@tanstack/react-query";
import { ResumeLink } from "@reg/registration/resume";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import { downloadRaceCalendar } from "../events/race-calendar";
import { ManageTeamLink, MyTeamLine } from "../teams/manage-team-link";

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

/** The fee's percent as the wizard's order summary writes it (2.5, not 2.50). */
function percentLabel(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(percent);
}

/**
 * What was bought and what it cost, in the wizard's order summary's words: the lines, the
 * discount, the service fee, so they add up to the amount paid (the order's total when it was
 * paid at once; an installment plan's first part otherwise, then the order's total is shown too).
 */
function PaidDetails(props: { registration: MyRegistration; locale: Locale }) {
  const { registration, locale } = props;
  const { totals, paidKopecks, refundedKopecks } = registration;
  const percent = percentLabel(totals.commissionPercent, locale);
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
        {totals.discountKopecks > 0 && (
          <li>
            <span>
              <Trans>Discount</Trans>
            </span>
            <span>{formatRub(-totals.discountKopecks, locale)}</span>
          </li>
        )}
        {totals.commissionKopecks > 0 && (
          <li>
            <span>
              <Trans>Service fee ({percent}%)</Trans>
            </span>
            <span>{formatRub(totals.commissionKopecks, locale)}</span>
          </li>
        )}
        {paidKopecks !== totals.totalKopecks && (
          <li className="my-registration__total">
            <span>
              <Trans>Total</Trans>
            </span>
            <span>{formatRub(totals.totalKopecks, locale)}</span>
          </li>
        )}
      </ul>
      {paidKopecks !== null && (
        <p className="my-registration__amount">
          <span>
            <Trans>Paid</Trans>
          </span>
          <strong>{formatRub(paidKopecks, locale)}</strong>
        </p>
      )}
      {refundedKopecks > 0 && (
        <p className="my-registration__amount" data-testid="registration-refunded">
          <span>
            <Trans>Refunded</Trans>
          </span>
          <strong>{formatRub(refundedKopecks, locale)}</strong>
        </p>
      )}
    </div>
  );
}

/**
 * The start-pack QR code the pickup desk scans (the confirmation e-mail's), its short code for a
 * phone that will not scan, and where and when the event hands the packs out. Folded, so the
 * list stays short; opened at the desk.
 */
function StartPack(props: {
  startPack: MyRegistrationStartPack;
  locale: Locale;
  eventName: string;
}) {
  const { t } = useLingui();
  const { startPack, locale, eventName } = props;
  return (
    <details className="my-registration__start-pack">
      <summary>
        <Trans>Start-pack QR code</Trans>
        <span className="visually-hidden">: {eventName}</span>
      </summary>
      <div className="start-pack">
        <img
          className="start-pack__qr"
          src={startPack.qrDataUrl}
          width={176}
          height={176}
          alt={t`QR code for the start-pack pickup`}
        />
        <div className="start-pack__text">
          <p>
            <Trans>
              Show this QR code when you pick up your start pack. Bring an identity document.
            </Trans>
          </p>
          <p>
            <Trans>Pickup code</Trans>:{" "}
            <strong className="start-pack__code">{startPack.shortCode}</strong>
          </p>
          {startPack.place !== null && (
            <p>
              <strong>{startPack.place}</strong>
              {startPack.address && (
                <span className="start-pack__address">{startPack.address}</span>
              )}
            </p>
          )}
          {startPack.windows.length > 0 && (
            <ul className="start-pack__windows" aria-label={t`When (Moscow time)`}>
              {startPack.windows.map((window) => (
                <li key={window.startsAt}>
                  {formatMoscowDateTimeIn(window.startsAt, locale)} –{" "}
                  {formatMoscowTime(window.endsAt)}
                </li>
              ))}
            </ul>
          )}
          {startPack.place === null && startPack.windows.length === 0 && (
            <p className="start-pack__later">
              <Trans>
                The organizer will announce where and when to collect it on the event page.
              </Trans>
            </p>
          )}
          {startPack.note !== "" && <p className="start-pack__note">{startPack.note}</p>}
        </div>
      </div>
    </details>
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

/**
 * One registration as a card: what, when, who, its state and what can be done with it now. A past
 * one (its race has started: isMyRegistrationPast) keeps what it was and what was paid, and drops
 * what only helps before the start: the pickup QR, the calendar, the confirmation again and the
 * start-list switch.
 */
export function RegistrationCard(props: {
  registration: MyRegistration;
  locale: Locale;
  past: boolean;
  onChanged: () => void;
}) {
  const { i18n } = useLingui();
  const { registration, locale, past, onChanged } = props;
  const { event, race, state } = registration;
  const minutesLeft = useMinutesLeft(registration.paymentDeadline, onChanged);
  const titleId = useId();
  const params = { eventCode: event.code, raceCode: race.code };
  const forRace = <span className="visually-hidden">: {event.name}</span>;

  return (
    <article className="my-registration card" aria-labelledby={titleId}>
      <div className="my-registration__head">
        {/* Under the list's "Upcoming" / "Past" headings. */}
        <h4 className="my-registration__name" id={titleId}>
          <Link to="/event/$code" params={{ code: event.code }}>
            {event.name}
          </Link>
        </h4>
        <span className={`badge ${STATE_BADGES[state]}`}>{i18n._(STATE_LABELS[state])}</span>
      </div>
      <p className="my-registration__race">{race.name}</p>
      {!registration.participant.isMe && (
        <p className="my-registration__for">
          <Trans>For {registration.participant.name}</Trans>
        </p>
      )}
      {!registration.madeBy.isMe && (
        <p className="my-registration__for">
          <Trans>Registered by {registration.madeBy.name}</Trans>
        </p>
      )}
      <Facts registration={registration} locale={locale} />
      {state !== "cancelled" && <MyTeamLine {...params} />}

      {state === "awaitingPayment" && minutesLeft !== null && (
        <p className="my-registration__deadline">
          <Plural value={minutesLeft} one="# minute left to pay" other="# minutes left to pay" />
        </p>
      )}
      {state === "paid" && <PaidDetails registration={registration} locale={locale} />}
      {state === "paid" && !past && registration.startPack !== null && (
        <StartPack startPack={registration.startPack} locale={locale} eventName={event.name} />
      )}
      {state === "paid" && !past && (
        <ConsentSwitch registration={registration} onChanged={onChanged} />
      )}

      <div className="my-registration__actions">
        {state === "awaitingPayment" && (
          <ResumeLink way={{ kind: "pay" }} {...params} suffix={forRace} />
        )}
        {state === "draft" && (
          <ResumeLink way={{ kind: "continue" }} {...params} suffix={forRace} />
        )}
        {state === "expired" && registration.canRepeatPayment && (
          <ResumeLink
            way={{ kind: "repeatPayment", registrationId: registration.id }}
            {...params}
            suffix={forRace}
          />
        )}
        {state === "paid" && !past && (
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
        {state !== "cancelled" && <ManageTeamLink {...params} />}
      </div>
    </article>
  );
}
