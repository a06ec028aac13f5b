import { Trans, useLingui } from "@lingui/react/macro";
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE, isCookieConsentGiven } from "@reg/domain";
import { readCookie } from "@reg/api";
import { useState } from "react";
import { useRenderCookies } from "../browser/request-cookies";
import { writeSiteCookie } from "../browser/site-cookie";
import { useSiteConfig } from "../site-config";

/** The notice itself (SPEC §1), without the cookie plumbing. */
export function CookieNoticeView(props: { onAccept: () => void }) {
  const { t } = useLingui();
  return (
    <section className="cookie-notice" aria-label={t`Cookie notice`}>
      <p className="cookie-notice__text">
        <Trans>
          This site uses cookies for convenience, analytics, personalisation, marketing and
          security.
        </Trans>
      </p>
      <button type="button" className="btn btn--primary" onClick={props.onAccept}>
        <Trans>Got it</Trans>
      </button>
    </section>
  );
}

/** Shown on every page until the person accepts; acceptance lives in `acceptedrrcookies`. */
export function CookieNotice() {
  const { cookieDomains } = useSiteConfig();
  const cookies = useRenderCookies();
  const [accepted, setAccepted] = useState(() =>
    isCookieConsentGiven(readCookie(cookies, COOKIE_CONSENT_COOKIE)),
  );
  if (accepted) return null;
  return (
    <CookieNoticeView
      onAccept={() => {
        writeSiteCookie(COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE, cookieDomains);
        setAccepted(true);
      }}
    />
  );
}
