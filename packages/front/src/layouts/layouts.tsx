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
      header={<SiteHeader slots={props.slots} showNav />}
    >
      {props.children}
    </Shell>
  );
}

/** Registration and payment: no menu to wander off into mid-checkout. */
export function OrderLayout(props: LayoutProps) {
  return (
    <Shell
      whiteBg={props.whiteBg}
      footerNote={props.slots.footerNote}
      footerName={props.slots.siteName}
      header={<SiteHeader slots={props.slots} showNav={false} subtitle={<Trans>Checkout</Trans>} />}
    >
      {props.children}
    </Shell>
  );
}

/** The hotel-booking partner page, co-branded. */
export function OstrovokLayout(props: LayoutProps) {
  return (
    <Shell
      whiteBg={props.whiteBg}
      footerNote={props.slots.footerNote}
      footerName={props.slots.siteName}
      header={
        <SiteHeader
          slots={props.slots}
          showNav={false}
          subtitle={<Trans>Hotels with Ostrovok</Trans>}
        />
      }
    >
      {props.children}
    </Shell>
  );
}

export function TaxDeductionLayout(props: LayoutProps) {
  return (
    <Shell
      whiteBg={props.whiteBg}
      footerNote={props.slots.footerNote}
      footerName={props.slots.siteName}
      header={
        <SiteHeader slots={props.slots} showNav={false} subtitle={<Trans>Tax deduction</Trans>} />
      }
    >
      {props.children}
    </Shell>
  );
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
