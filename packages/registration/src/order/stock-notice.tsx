import { Trans, useLingui } from "@lingui/react/macro";
import type { CartChangeDto, NoticeMessageId } from "@reg/domain";
import { useShowToast } from "@reg/ui";
import { useEffect } from "react";
import { noticeMessages } from "../notice-messages";

interface StockNoticeProps {
  /** The cart call's SPEC §8 notice ("stock.optionsAdjusted", "stock.cartOutOfStock"), or null. */
  notice: NoticeMessageId | null;
  changes: readonly CartChangeDto[];
}

/**
 * SPEC §8: when the order had to be adjusted to the stock, a toast says so once, and a notice
 * stays above the cart listing each change ("T-shirt: 2 → 1", "Medal: removed").
 */
export function StockNotice(props: StockNoticeProps) {
  const { i18n } = useLingui();
  const showToast = useShowToast();
  const { notice } = props;
  const signature = notice ? `${notice}:${JSON.stringify(props.changes)}` : null;
  useEffect(() => {
    if (!notice) return;
    showToast({
      message: i18n._(noticeMessages[notice]),
      variant: notice === "stock.cartOutOfStock" ? "error" : "warning",
      preventDuplicate: true,
    });
    // One toast per distinct adjustment, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  if (!notice) return null;
  return (
    <div
      className={
        notice === "stock.cartOutOfStock" ? "notice notice--error" : "notice notice--warning"
      }
      role="status"
    >
      <p className="notice__title">{i18n._(noticeMessages[notice])}</p>
      {props.changes.length > 0 && (
        <ul className="notice__list">
          {props.changes.map((change) => (
            <li key={change.id}>
              <CartChangeText change={change} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CartChangeText(props: { change: CartChangeDto }) {
  const { name, from, to } = props.change;
  return to === 0 ? (
    <Trans>{name}: removed, none left</Trans>
  ) : (
    <Trans>
      {name}: {from} → {to}
    </Trans>
  );
}
