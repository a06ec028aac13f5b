import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";

/** The frame every layout shares: a skip link, the header, the page and the footer. */
export function Shell(props: {
  header: ReactNode;
  whiteBg: boolean;
  footerNote?: ReactNode;
  footerName?: ReactNode;
  footerLinks?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={props.whiteBg ? "shell shell--white" : "shell"}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {props.header}
      <main id="main" className="shell__main" tabIndex={-1}>
        {props.children}
      </main>
      <SiteFooter note={props.footerNote} name={props.footerName} links={props.footerLinks} />
    </div>
  );
}
