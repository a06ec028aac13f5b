import { Trans, useLingui } from "@lingui/react/macro";
import { selectUser, SignOutButton, useAppSelector } from "@reg/front";
import { displayName, initials } from "@reg/ui";
import { useEffect, useId, useRef, useState, type FocusEvent } from "react";

/**
 * The signed-in person in the tenant app's header: a compact button (their initials, and their
 * first name where the header has room) that opens who is signed in and "Sign out" (this host's
 * session: the hand-over gave it its own). The brand keeps the header's room at 390 px, and a long
 * name is shown whole in the panel instead of cut in the bar. A disclosure: Tab reaches Sign out
 * from the open button; Esc, a click elsewhere or focus leaving closes it. Nothing for a visitor:
 * the register pages send them to sign in.
 */
export function TenantAccount() {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  if (!user?.isAuthorized) return null;
  const name = displayName(user) ?? user.email ?? "";
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpen(false);
  };
  return (
    <div className="account-menu" ref={root} onBlur={closeWhenFocusLeaves}>
      <button
        ref={toggle}
        type="button"
        className="btn btn--ghost account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Signed in as ${name}`}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="account-menu__first" aria-hidden="true">
          {user.firstName || name}
        </span>
        <span className="account-menu__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          <span className="account-menu__label">
            <Trans>Signed in as</Trans>
          </span>
          <strong className="account-menu__name">{name}</strong>
          {user.email && user.email !== name && (
            <span className="account-menu__email">{user.email}</span>
          )}
        </p>
        <SignOutButton
          className="btn btn--secondary btn--block"
          onSignedOut={() => setOpen(false)}
        />
      </div>
    </div>
  );
}
