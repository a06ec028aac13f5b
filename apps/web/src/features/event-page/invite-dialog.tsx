import { Trans, useLingui } from "@lingui/react/macro";
import type { EventPage } from "@reg/domain";
import { useRef, useState, type KeyboardEvent } from "react";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled])";

/** The event page's address as a person shares it: this site, this event, no query. */
function shareUrl(code: string): string {
  return `${window.location.origin}/event/${encodeURIComponent(code)}`;
}

/**
 * "Invite friends": a modal dialog (the native one, so the page behind is inert and Esc closes it)
 * with the link, a copy button and the messengers. Tab and Shift+Tab go round inside the dialog;
 * closing gives focus back to the button that opened it.
 */
export function InviteButton(props: { event: Pick<EventPage, "code" | "name"> }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  const [url, setUrl] = useState("");

  const open = () => {
    setUrl(shareUrl(props.event.code));
    setCopied("no");
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const text = t`Join me at ${props.event.name}`;
  const encodedUrl = encodeURIComponent(url);
  const encodedText = encodeURIComponent(text);
  const messengers = [
    { name: "Telegram", href: `https://t.me/share/url?url=${encodedUrl}&text=${encodedText}` },
    { name: "VK", href: `https://vk.com/share.php?url=${encodedUrl}&title=${encodedText}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  ];

  return (
    <>
      <button ref={opener} type="button" className="btn btn--secondary" onClick={open}>
        <Trans>Invite friends</Trans>
      </button>
      <dialog
        ref={dialog}
        className="invite-dialog"
        aria-labelledby="invite-title"
        onKeyDown={trapTab}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its box) closes it.
          if (event.target === dialog.current) close();
        }}
      >
        <div className="invite-dialog__box">
          <div className="invite-dialog__head">
            <h2 id="invite-title" className="invite-dialog__title">
              <Trans>Invite friends</Trans>
            </h2>
            <button
              type="button"
              className="btn btn--ghost invite-dialog__close"
              onClick={close}
              aria-label={t`Close`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="invite-dialog__text">
            <Trans>Send this link to friends so they can register too.</Trans>
          </p>
          <div className="field">
            <label className="field__label" htmlFor="invite-link">
              <Trans>Link to the event</Trans>
            </label>
            <div className="invite-dialog__copy">
              <input
                id="invite-link"
                className="field__input"
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className="btn btn--primary" onClick={() => void copy()}>
                <Trans>Copy</Trans>
              </button>
            </div>
            <p className="field__hint" role="status">
              {copied === "yes" && <Trans>Link copied</Trans>}
              {copied === "failed" && <Trans>Could not copy: select the link and copy it</Trans>}
            </p>
          </div>
          <ul className="invite-dialog__messengers">
            {messengers.map((messenger) => (
              <li key={messenger.name}>
                <a
                  className="btn btn--secondary btn--block"
                  href={messenger.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {messenger.name}
                  <span className="visually-hidden">
                    {" "}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
