import { describe, expect, it } from "vitest";
import { catalogChunksOf, withCatalogPreload } from "./catalog-preload";

describe("the language catalogs a build manifest names", () => {
  it("finds each language's catalog chunk among the manifest's entries", () => {
    const manifest = JSON.stringify({
      "src/main.tsx": { file: "assets/index-A1.js", src: "src/main.tsx", isEntry: true },
      "../../packages/i18n/src/locales/ru.ts": {
        file: "assets/ru-B2.js",
        src: "../../packages/i18n/src/locales/ru.ts",
      },
      "../../packages/i18n/src/locales/en.ts": {
        file: "assets/en-C3.js",
        src: "../../packages/i18n/src/locales/en.ts",
      },
    });
    expect(catalogChunksOf(manifest)).toEqual({ ru: "/assets/ru-B2.js", en: "/assets/en-C3.js" });
  });

  it("gives none for a missing, broken or foreign manifest, and never an address that breaks out of the tag", () => {
    expect(catalogChunksOf(undefined)).toEqual({});
    expect(catalogChunksOf("{not json")).toEqual({});
    expect(catalogChunksOf("[1, 2]")).toEqual({});
    expect(catalogChunksOf("null")).toEqual({});
    const hostile = JSON.stringify({
      x: { file: 'assets/ru.js" onload="alert(1)', src: "../../packages/i18n/src/locales/ru.ts" },
      y: { file: "assets/de-D4.js", src: "../../packages/i18n/src/locales/de.ts" },
      z: { file: 42, src: "../../packages/i18n/src/locales/en.ts" },
    });
    expect(catalogChunksOf(hostile)).toEqual({});
  });

  it("puts the preload at the end of the head, and leaves the page alone without an address", () => {
    const html = "<html><head><title>t</title></head><body></body></html>";
    expect(withCatalogPreload(html, "/assets/ru-B2.js")).toBe(
      '<html><head><title>t</title>    <link rel="modulepreload" crossorigin href="/assets/ru-B2.js" />\n  </head><body></body></html>',
    );
    expect(withCatalogPreload(html, undefined)).toBe(html);
  });
});
