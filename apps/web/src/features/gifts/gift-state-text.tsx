import { Trans } from "@lingui/react/macro";
import type { GiftState } from "@reg/domain";

/** A gift's state as its buyer reads it (decision 0031). */
export function GiftStateText(props: { state: GiftState; recipientName: string | null }) {
  switch (props.state) {
    case "awaitingPayment":
      return <Trans>Awaiting payment</Trans>;
    case "paymentExpired":
      return <Trans>Not paid in time</Trans>;
    case "unredeemed":
      return <Trans>Paid, not redeemed yet</Trans>;
    case "redeemed":
      return <Trans>Redeemed by {props.recipientName ?? "—"}</Trans>;
    case "refundDue":
      return <Trans>Not redeemed before the start: the money is being returned</Trans>;
  }
}
