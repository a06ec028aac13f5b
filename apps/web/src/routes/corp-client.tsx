import { createFileRoute } from "@tanstack/react-router";
import { CorpClientPage } from "../features/pages/corp-client-page";
import { prefetchSitePage } from "../features/pages/pages-queries";

/** White background and the corporate header (SPEC §2 route meta whiteBg). */
export const Route = createFileRoute("/corp-client")({
  staticData: { whiteBg: true },
  loader: ({ context }) => prefetchSitePage(context, "corp-client"),
  component: CorpClientPage,
});
