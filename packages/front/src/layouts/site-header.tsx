import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LanguageSwitch } from "../culture/language-switch";
import type { HeaderSlots } from "./header-slots";

export function SiteHeader(props: { slots: HeaderSlots; subtitle?: ReactNode; showNav: boolean }) {
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {props.slots.logo}
        {props.subtitle && <span className="site-header__subtitle">{props.subtitle}</span>}
        {props.showNav && props.slots.nav && (
          <nav className="site-header__nav" aria-label={t`Main menu`}>
            {props.slots.nav}
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
