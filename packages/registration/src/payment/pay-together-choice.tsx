import { Plural, Trans } from "@lingui/react/macro";
import { formatRub, type PayTogetherOrder } from "@reg/domain";
import { useId } from "react";
import { useLocale } from "../use-locale";
import { isLockedTogether, minutesLeftToPay } from "./pay-together";
import "../team/team.css";

export interface PayTogetherChoiceProps {
  /** ApiPay's payTogether: the other orders this payment may settle (decision 0032). */
  orders: readonly PayTogetherOrder[];
  /** The registration ids ticked. */
  ticked: readonly string[];
  onTick: (registrationId: string, ticked: boolean) => void;
  /** The time the minutes left are counted from. */
  now: number;
  /**
   * The captain registered and pays for the whole team (decision 0026 §7): each team share is
   * shown ticked and cannot be unticked, and one line says why.
   */
  teamSharesLocked?: boolean;
}

/**
 * "Pay for others at the same time": each other order the payer may pay with this one as a
 * checkbox naming whose it is, the race, its time left and its amount. In the locked mode the
 * team's shares are ticked for good, the captain paying for the whole team.
 */
export function PayTogetherChoice(props: PayTogetherChoiceProps) {
  const locale = useLocale();
  const id = useId();
  const locked = props.teamSharesLocked ?? false;
  const anyLocked = props.orders.some((order) => isLockedTogether(order, locked));
  const anyFree = props.orders.some((order) => !isLockedTogether(order, locked));
  return (
    <fieldset className="pay-together" aria-describedby={anyFree ? `${id}-hint` : undefined}>
      <legend className="form__legend">
        {anyFree ? (
          <Trans>Pay for others at the same time</Trans>
        ) : (
          <Trans>Your team's shares</Trans>
        )}
      </legend>
      {anyFree && (
        <p className="pay-together__hint" id={`${id}-hint`}>
          <Trans>
            The orders you tick are paid with this one, in one payment. Each person keeps their own
            registration.
          </Trans>
        </p>
      )}
      {anyLocked && (
        <p className="pay-together__hint pay-together__locked-hint" id={`${id}-locked`}>
          <Trans>
            You register and pay for the whole team, so every member's share is paid with your
            order.
          </Trans>
        </p>
      )}
      <ul className="pay-together__orders">
        {props.orders.map((order) => {
          const minutesLeft = minutesLeftToPay(order.paymentDeadline, props.now);
          // An order whose window closed cannot be paid any more: shown, not offered.
          const over = minutesLeft === 0;
          const fixed = isLockedTogether(order, locked);
          return (
            <li key={order.registrationId}>
              <label
                className={`choice-option pay-together__order${fixed && !over ? " pay-together__order--locked" : ""}`}
              >
                <input
                  type="checkbox"
                  className="pay-together__box"
                  checked={!over && props.ticked.includes(order.registrationId)}
                  disabled={over}
                  // Ticked for good, yet reachable: a keyboard or screen reader finds it and why.
                  aria-readonly={fixed && !over ? true : undefined}
                  aria-describedby={fixed && !over ? `${id}-locked` : undefined}
                  onClick={fixed ? (event) => event.preventDefault() : undefined}
                  onChange={(event) => {
                    if (!fixed) props.onTick(order.registrationId, event.target.checked);
                  }}
                />
                <span className="pay-together__body">
                  <span className="pay-together__name">{order.participantName}</span>
                  <span className="pay-together__race">
                    {order.raceName}
                    {order.reason === "teamShare" && (
                      <span className="badge badge--muted">
                        <Trans>Team share</Trans>
                      </span>
                    )}
                  </span>
                  <span className="pay-together__time">
                    {over ? (
                      <Trans>The time to pay has run out</Trans>
                    ) : (
                      <Plural
                        value={minutesLeft}
                        one="# minute left to pay"
                        other="# minutes left to pay"
                      />
                    )}
                  </span>
                </span>
                <span className="pay-together__amount">
                  {formatRub(order.amountKopecks, locale)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
