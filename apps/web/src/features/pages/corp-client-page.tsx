import { Trans, useLingui } from "@lingui/react/macro";
import { isFeatureEnabled } from "@reg/domain";
import { selectTenant, useAppSelector } from "@reg/front";
import { Link } from "@tanstack/react-router";
import { SitePageView } from "./site-page";

/**
 * The corporate page's own header: the brand's corporate line, and the corporate personal
 * account's entrance only where the tenant's ShowLkCorp flag is on (SPEC §6).
 */
export function CorpHeader() {
  const { t } = useLingui();
  const { info } = useAppSelector(selectTenant);
  const showLkCorp = info !== null && isFeatureEnabled(info, "ShowLkCorp");
  return (
    <div className="corp-header">
      <div className="container corp-header__bar">
        <p className="corp-header__brand">
          {info?.name ?? "Reg Sport"} <span>· {t`Corporate`}</span>
        </p>
        <nav className="corp-header__nav" aria-label={t`Corporate clients`}>
          <Link to="/Contacts">
            <Trans>Contacts</Trans>
          </Link>
          {showLkCorp && (
            <Link to="/account" className="btn btn--primary" data-testid="corp-account-link">
              <Trans>Corporate account</Trans>
            </Link>
          )}
        </nav>
      </div>
    </div>
  );
}

export function CorpClientPage() {
  const { t } = useLingui();
  return (
    <SitePageView
      slug="corp-client"
      fallbackTitle={t`Corporate clients`}
      variant="corporate"
      before={<CorpHeader />}
    />
  );
}
