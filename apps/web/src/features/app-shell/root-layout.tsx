import { PageLayout, useRouteMeta, useScrollToTopOnNavigate } from "@reg/front";
import { Outlet } from "@tanstack/react-router";
import { useWebHeaderSlots } from "./web-header-slots";

/** Picks the layout the matched route's meta names and renders the page inside it. */
export function RootLayout() {
  useScrollToTopOnNavigate();
  const meta = useRouteMeta();
  const slots = useWebHeaderSlots();
  return (
    <PageLayout name={meta.layout} whiteBg={meta.whiteBg} slots={slots}>
      <Outlet />
    </PageLayout>
  );
}
