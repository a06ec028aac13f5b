import { LOCALES, type Locale } from "@reg/domain";

/** Where Vite's build manifest lies in a front's dist (`build.manifest: true`). */
export const BUILD_MANIFEST = ".vite/manifest.json";

/** Each language's catalog chunk of one build, as an address: `/assets/ru-XXXX.js`. */
export type CatalogChunks = Partial<Record<Locale, string>>;

interface ManifestChunk {
  file?: unknown;
  src?: unknown;
}

/**
 * The catalog chunks named in a build manifest: the dynamic entries of `@reg/i18n`'s
 * `locales/<language>.ts`, which the front imports before its first render. A manifest that is
 * missing or not understood gives none: the page then loads its catalog as before, one trip later.
 */
export function catalogChunksOf(manifestJson: string | undefined): CatalogChunks {
  if (manifestJson === undefined) return {};
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestJson);
  } catch {
    return {};
  }
  if (typeof manifest !== "object" || manifest === null) return {};
  const chunks: CatalogChunks = {};
  for (const entry of Object.values(manifest as Record<string, ManifestChunk>)) {
    if (typeof entry.src !== "string" || typeof entry.file !== "string") continue;
    const src = entry.src;
    const locale = LOCALES.find((candidate) => src.endsWith(`${CATALOG_DIR}${candidate}.ts`));
    if (locale !== undefined && /^[\w./-]+\.js$/.test(entry.file))
      chunks[locale] = `/${entry.file}`;
  }
  return chunks;
}

/** A chunk's `src` is its source path from the app's root (`../../packages/i18n/...`). */
const CATALOG_DIR = "/packages/i18n/src/locales/";

/**
 * The page's HTML with its language's catalog asked for at once, beside the entry script, rather
 * than after the entry has loaded and run (the first render waits for the texts).
 */
export function withCatalogPreload(html: string, href: string | undefined): string {
  if (href === undefined) return html;
  return html.replace(
    /<\/head>/i,
    () => `    <link rel="modulepreload" crossorigin href="${href}" />\n  </head>`,
  );
}
