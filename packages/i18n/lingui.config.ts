import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { LOCALES } from "@reg/domain";

/** The repository root: catalogs and sources are addressed from it so every app shares one catalog. */
const repoRoot = decodeURIComponent(new URL("../..", import.meta.url).pathname).replace(/\/$/, "");

/** Every front source that may hold a message. tenant-register joins when it lands. */
export const MESSAGE_SOURCES = [
  "<rootDir>/apps/web/src",
  "<rootDir>/apps/tenant-register/src",
  "<rootDir>/packages/ui/src",
  "<rootDir>/packages/front/src",
  "<rootDir>/packages/registration/src",
  "<rootDir>/packages/i18n/src",
];

/**
 * Builds the config; the catalog test calls it with a scratch folder so it can extract and
 * compile without touching the committed catalogs.
 */
export function createLinguiConfig(options: { catalogsDir: string; include?: string[] }) {
  return defineConfig({
    rootDir: repoRoot,
    locales: [...LOCALES],
    // Sources are written in English; Russian (the default language) must be translated in full.
    sourceLocale: "en",
    // No silent fallback: a missing Russian text must fail `compile --strict`, not show English.
    fallbackLocales: false,
    format: formatter({ lineNumbers: false }),
    catalogs: [
      {
        path: `${options.catalogsDir}/{locale}`,
        include: options.include ?? MESSAGE_SOURCES,
        exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx", "**/routeTree.gen.ts"],
      },
    ],
    orderBy: "message",
  });
}

export default createLinguiConfig({ catalogsDir: "<rootDir>/packages/i18n/src/locales" });
