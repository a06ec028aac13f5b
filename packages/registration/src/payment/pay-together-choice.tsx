import { Plural, Trans } from "@lingui/react/macro";
import { formatRub, type PayTogetherOrder } from "@reg/domain";
import { useId } from "react";
import { useLocale } from "../use-locale";
import { minutesLeftToPay } from "./pay-together";

export interface PayTogetherChoiceProps {
  /** ApiPay's payTogether: the other orders this payment may settle (decision 0032). */
  orders: readonly PayTogetherOrder[];
  /** The registration ids ticked. */
  ticked: readonly string[];
  onTick: (registrationId: string, ticked: boolean) => void;
  /** The time the minutes left are counted from. */
  now: number;
}

/**
 * "Pay for others at the same time": each other order the payer may pay with this one as a
 * checkbox naming whose it is, the race, its time left and its amount.
 */
export function PayTogetherChoice(props: PayTogetherChoiceProps) {
  const locale = useLocale();
  const id = useId();
  return (
    <fieldset className="pay-together" aria-describedby={`${id}-hint`}>
      <legend className="form__legend">
        <Trans>Pay for others at the same time</Trans>
      </legend>
      <p className="pay-together__hint" id={`${id}-hint`}>
        <Trans>
          The orders you tick are paid with this one, in one payment. Each person keeps their own
          registration.
        </Trans>
      </p>
      <ul className="pay-together__orders">
        {props.orders.map((order) => {
          const minutesLeft = minutesLeftToPay(order.paymentDeadline, props.now);
          // An order whose window closed cannot be paid any more: shown, not offered.
          const over = minutesLeft === 0;
          return (
            <li key={order.registrationId}>
              <label className="pay-together__order">
                <input
                  type="checkbox"
                  className="pay-together__box"
                  checked={!over && props.ticked.includes(order.registrationId)}
                  disabled={over}
                  onChange={(event) => props.onTick(order.registrationId, event.target.checked)}
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
