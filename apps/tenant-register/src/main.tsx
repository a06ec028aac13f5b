import "@reg/ui/styles.css";
import "@reg/registration/styles.css";
import "./features/brand/brand.css";
import { bootFrontApp } from "@reg/front";
import { configuredPortalOrigin, siteConfig } from "./env";
import { applyBrandTheme } from "./features/brand/apply-brand-theme";
import { brand } from "./features/brand/brand";
import { portalOriginFor } from "./features/login/portal-origin";
import { createTenantRouter } from "./router";
import { defined } from "@reg/domain";

applyBrandTheme(document.documentElement, brand.theme);
const portalOrigin = portalOriginFor(window.location, configuredPortalOrigin);

bootFrontApp({
  config: siteConfig,
  createRouter: (context) => createTenantRouter({ ...context, portalOrigin }),
  root: defined(document.getElementById("root")),
  // Back from the portal's login page with a one-time code for this host (docs/decisions/0008 §3).
  acceptsSessionHandoff: true,
});
