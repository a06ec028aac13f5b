import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { LayoutName } from "../routing/route-meta";
import type { HeaderSlots } from "./header-slots";
import { Shell } from "./shell";
import { SiteHeader } from "./site-header";

interface LayoutProps {
  slots: HeaderSlots;
  whiteBg: boolean;
  children: ReactNode;
}

/** The portal: full navigation. */
export function DefaultLayout(props: LayoutProps) {
  return (
    <Shell
      whiteBg={props.whiteBg}
      footerNote={props.slots.footerNote}
      footerName={props.slots.siteName}
      footerLinks={props.slots.footerLinks}
      header={<SiteHeader slots={props.slots} showNav />}
    >
      {props.children}
    </Shell>
  );
}

/** A page without the menu, under the site's name a subtitle says what part of the site it is. */
function SubtitledLayout({ subtitle, ...props }: LayoutProps & { subtitle: ReactNode }) {
  return (
    <Shell
      whiteBg={props.whiteBg}
      footerNote={props.slots.footerNote}
      footerName={props.slots.siteName}
      footerLinks={props.slots.footerLinks}
      header={<SiteHeader slots={props.slots} showNav={false} subtitle={subtitle} />}
    >
      {props.children}
    </Shell>
  );
}

/** Registration and payment: no menu to wander off into mid-checkout. */
export function OrderLayout(props: LayoutProps) {
  return <SubtitledLayout {...props} subtitle={<Trans>Checkout</Trans>} />;
}

/** The hotel-booking partner page, co-branded. */
export function OstrovokLayout(props: LayoutProps) {
  return <SubtitledLayout {...props} subtitle={<Trans>Hotels with Ostrovok</Trans>} />;
}

export function TaxDeductionLayout(props: LayoutProps) {
  return <SubtitledLayout {...props} subtitle={<Trans>Tax deduction</Trans>} />;
}

const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  order: OrderLayout,
  ostrovok: OstrovokLayout,
  "tax-deduction": TaxDeductionLayout,
};

/** The layout a route's meta names. */
export function PageLayout(props: LayoutProps & { name: LayoutName }) {
  const Layout = LAYOUTS[props.name];
  return (
    <Layout slots={props.slots} whiteBg={props.whiteBg}>
      {props.children}
    </Layout>
  );
}
