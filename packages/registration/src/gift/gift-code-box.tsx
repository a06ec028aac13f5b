import { Trans, useLingui } from "@lingui/react/macro";
import { formatGiftCode } from "@reg/domain";
import { useId } from "react";
import { useCopy } from "../clipboard/use-copy";
import { useLocale } from "../use-locale";

/** Where the buyer's printable card is served (core's GIFT_CARD_PATH through the BFF). */
export function giftCardHref(giftId: string, language: string): string {
  return `/Register/ApiGiftCard?giftId=${encodeURIComponent(giftId)}&language=${language}`;
}

/** The paid gift's code for the buyer: large, copyable, and the printable card beside it. */
export function GiftCodeBox(props: { giftId: string; code: string }) {
  const { t } = useLingui();
  const language = useLocale();
  const statusId = useId();
  const { copied, copy } = useCopy<"code">();
  const shown = formatGiftCode(props.code);
  return (
    <div className="gift-code">
      <p className="gift-code__label">
        <Trans>Gift code</Trans>
      </p>
      <code className="gift-code__value" data-testid="gift-code">
        {shown}
      </code>
      <div className="gift-code__actions">
        <button
          type="button"
          className="btn btn--primary"
          aria-label={t`Copy the gift code`}
          aria-describedby={statusId}
          onClick={() => void copy("code", shown)}
        >
          <Trans>Copy</Trans>
        </button>
        <a
          className="btn btn--secondary"
          href={giftCardHref(props.giftId, language)}
          target="_blank"
          rel="noopener"
        >
          <Trans>Gift card (PDF)</Trans>
        </a>
      </div>
      <p className="gift-code__status" id={statusId} role="status">
        {copied === "code" ? <Trans>Copied</Trans> : null}
      </p>
    </div>
  );
}
