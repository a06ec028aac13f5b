import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react-swc";
import {
  breakpointsInCss,
  precompress,
  startCodeInOneChunk,
  zodWithoutEval,
} from "@reg/vite-config";
import { defineConfig, type Plugin } from "vite";
import type { BrandTenant } from "@reg/domain";
import { buildTenantName } from "./env";
import { BRAND_THEMES, hasBrandTheme } from "./src/features/brand/brand-themes";

/** The one Lingui config of the repository, which covers this app's sources too. */
const linguiConfigPath = decodeURIComponent(
  new URL("../../packages/i18n/lingui.config.ts", import.meta.url).pathname,
);
/** The BFF in development (`pnpm --filter @reg/bff dev`). */
const BFF = "http://127.0.0.1:4000";
const proxy = {
  "/trpc": { target: BFF, changeOrigin: false },
  "/images": { target: BFF, changeOrigin: false },
};

/** TENANT picks the build; `vite` on its own (dev) runs as the first tenant. */
function buildTenant(): BrandTenant {
  const value = buildTenantName;
  if (!hasBrandTheme(value))
    throw new Error(`TENANT must be pionercup or fontanka, not "${value}"`);
  return value;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The tab's icon: the logo's first letter on the tenant's colour. */
function iconDataUrl(color: string, letter: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>` +
    `<rect width='32' height='32' rx='8' fill='${color}'/>` +
    `<text x='16' y='23' font-family='sans-serif' font-size='20' font-weight='700' ` +
    `text-anchor='middle' fill='white'>${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The tenant's name in the tab, its icon and its colour in the browser's chrome before the app starts. */
function brandHtml(tenant: BrandTenant): Plugin {
  const theme = BRAND_THEMES[tenant];
  return {
    name: "tenant-register:brand-html",
    transformIndexHtml: (html) =>
      html
        .replaceAll("%BRAND_TITLE%", escapeHtml(theme.htmlTitle))
        .replaceAll("%BRAND_COLOR%", escapeHtml(theme.primaryColor))
        .replaceAll(
          "%BRAND_ICON%",
          escapeHtml(iconDataUrl(theme.primaryColor, theme.logoText.slice(0, 1).toUpperCase())),
        ),
  };
}

const tenant = buildTenant();

export default defineConfig({
  plugins: [
    // The router plugin must run before react: it writes src/routeTree.gen.ts and splits route code.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react({ plugins: [["@lingui/swc-plugin", {}]] }),
    lingui({ configPath: linguiConfigPath }),
    // `@media (--mobile)` and the rest of SPEC §9's breakpoints (packages/ui/src/styles/breakpoints.css).
    breakpointsInCss(),
    brandHtml(tenant),
    precompress(),
    zodWithoutEval(),
    startCodeInOneChunk(),
  ],
  define: { "import.meta.env.VITE_TENANT": JSON.stringify(tenant) },
  // The manifest: the BFF reads it to preload the page's language catalog (apps/bff catalog-preload.ts).
  build: { outDir: `dist/${tenant}`, emptyOutDir: true, manifest: true },
  server: { proxy },
  preview: { proxy },
});
