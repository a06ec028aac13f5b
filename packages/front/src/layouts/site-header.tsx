import { useLingui } from "@lingui/react/macro";
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { LanguageSwitch } from "../culture/language-switch";
import type { HeaderSlots } from "./header-slots";
import "./layouts.css";

const MENU_ICON = "M4 7h16M4 12h16M4 17h16";
const CLOSE_ICON = "M6 6l12 12M18 6L6 18";

/**
 * The site's header. With a menu, narrow screens (SPEC §9: mobile up to 768px) fold it behind a
 * menu button: Esc closes it and gives the focus back to the button, following a link closes it.
 */
export function SiteHeader(props: { slots: HeaderSlots; subtitle?: ReactNode; showNav: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const nav = props.showNav ? props.slots.nav : undefined;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onNavClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };

  return (
    <header
      className={nav ? "site-header site-header--with-menu" : "site-header"}
      data-menu-open={open ? "true" : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="container site-header__bar">
        {props.slots.logo}
        {props.subtitle && <span className="site-header__subtitle">{props.subtitle}</span>}
        {/* Before the links in the page's order: once it opens them, Tab walks on into them. */}
        {nav && (
          <button
            ref={button}
            type="button"
            className="btn btn--ghost site-header__menu-button"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d={open ? CLOSE_ICON : MENU_ICON}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className="visually-hidden">{t`Menu`}</span>
          </button>
        )}
        {nav && (
          <nav
            id={navId}
            className="site-header__nav"
            aria-label={t`Main menu`}
            onClick={onNavClick}
          >
            {nav}
          </nav>
        )}
        <div className="site-header__tools">
          <LanguageSwitch />
          {props.slots.account}
        </div>
      </div>
    </header>
  );
}
