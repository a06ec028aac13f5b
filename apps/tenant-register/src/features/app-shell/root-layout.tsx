import { useLingui } from "@lingui/react";
import { PageLayout, useRouteMeta, useScrollToTopOnNavigate, type HeaderSlots } from "@reg/front";
import { Outlet } from "@tanstack/react-router";
import { brand } from "../brand/brand";
import { BrandLogo } from "./brand-logo";
import { TenantAccount } from "./tenant-account";

/** The layout the matched route's meta names, with the tenant's logo and footer line. */
export function RootLayout() {
  const { i18n } = useLingui();
  useScrollToTopOnNavigate();
  const meta = useRouteMeta();
  const slots: HeaderSlots = {
    logo: <BrandLogo />,
    account: <TenantAccount />,
    siteName: i18n._(brand.texts.name),
    footerNote: i18n._(brand.texts.footerNote),
  };
  return (
    <PageLayout name={meta.layout} whiteBg={meta.whiteBg} slots={slots}>
      <Outlet />
    </PageLayout>
  );
}
