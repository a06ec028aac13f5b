import { BREAKPOINTS } from "@reg/domain";
import { BREAKPOINTS_CSS, compileBreakpoints } from "@reg/vite-config";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// SPEC §9's breakpoints in CSS (decision 0053): a width media query in any stylesheet of the fronts
// is one of SPEC's six, best through its custom media name from breakpoints.css.

const repoRoot = resolve(import.meta.dirname, "../../../..");
const declarationsFile = resolve(import.meta.dirname, "breakpoints.css");

/** The six width queries SPEC §9 allows, by the custom media name that stands for each. */
const SPEC_QUERIES: Record<string, string> = {
  "--mobile": `(max-width: ${BREAKPOINTS.mobile.maxWidth}px)`,
  "--above-mobile": `(min-width: ${BREAKPOINTS.mobile.maxWidth + 1}px)`,
  "--tablet-and-below": `(max-width: ${BREAKPOINTS.tablet.maxWidth}px)`,
  "--above-tablet": `(min-width: ${BREAKPOINTS.tablet.maxWidth + 1}px)`,
  "--tablet-landscape-and-below": `(max-width: ${BREAKPOINTS.tabletLandscape.maxWidth}px)`,
  "--desktop": `(min-width: ${BREAKPOINTS.desktop.minWidth}px)`,
};
const SPEC_LITERALS = new Set(Object.values(SPEC_QUERIES));

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** The preludes of a stylesheet's `@media` rules (nested ones too). */
function mediaPreludes(css: string): string[] {
  return [...withoutComments(css).matchAll(/@media\b([^{;]*)\{/g)].map((m) => squeeze(m[1] ?? ""));
}

/**
 * Each condition of a media query that is about the viewport's width and is none of SPEC's: a width
 * or inline-size in any form (min-/max-, range syntax) other than the six literals, or a custom media
 * name breakpoints.css does not declare.
 */
function oddWidthConditions(prelude: string): string[] {
  const odd: string[] = [];
  for (const [condition] of prelude.matchAll(/\([^()]*\)/g)) {
    const inner = condition.slice(1, -1).trim();
    if (inner.startsWith("--")) {
      if (!(inner in SPEC_QUERIES)) odd.push(condition);
    } else if (/\b(?:width|inline-size)\b/.test(inner)) {
      const spaced = `(${squeeze(inner.replace(/\s*:\s*/, ": "))})`;
      if (!SPEC_LITERALS.has(spaced)) odd.push(condition);
    }
  }
  return odd;
}

/** Every stylesheet of the fronts' sources: apps/<app>/src and packages/<package>/src. */
function stylesheets(): string[] {
  return ["apps", "packages"].flatMap((group) =>
    readdirSync(join(repoRoot, group))
      .map((name) => join(repoRoot, group, name, "src"))
      .filter((dir) => existsSync(dir))
      .flatMap((dir) =>
        readdirSync(dir, { recursive: true, encoding: "utf8" })
          .filter((file) => file.endsWith(".css"))
          .map((file) => join(dir, file)),
      ),
  );
}

const sheets = stylesheets().map((path) => ({
  path,
  name: relative(repoRoot, path),
  css: readFileSync(path, "utf8"),
}));

describe("breakpoints.css", () => {
  it("declares SPEC §9's breakpoints as custom media, and only them", () => {
    const declared = Object.fromEntries(
      [
        ...withoutComments(readFileSync(declarationsFile, "utf8")).matchAll(
          /@custom-media\s+(--[\w-]+)\s+([^;]+);/g,
        ),
      ].map((m) => [m[1], squeeze(m[2] ?? "")]),
    );
    expect(declared).toEqual(SPEC_QUERIES);
    expect(SPEC_QUERIES).toEqual({
      "--mobile": "(max-width: 768px)",
      "--above-mobile": "(min-width: 769px)",
      "--tablet-and-below": "(max-width: 1024px)",
      "--above-tablet": "(min-width: 1025px)",
      "--tablet-landscape-and-below": "(max-width: 1199px)",
      "--desktop": "(min-width: 1200px)",
    });
  });

  it("is the one place a breakpoint is declared", () => {
    const elsewhere = sheets
      .filter((sheet) => sheet.path !== declarationsFile)
      .filter((sheet) => /@custom-media\b/.test(withoutComments(sheet.css)))
      .map((sheet) => sheet.name);
    expect(elsewhere).toEqual([]);
  });
});

describe("width media queries of the fronts' stylesheets", () => {
  it("finds the stylesheets", () => {
    expect(sheets.length).toBeGreaterThan(20);
    expect(sheets.map((sheet) => sheet.name)).toContain("packages/ui/src/styles/layout.css");
  });

  it("tells SPEC's queries from odd ones", () => {
    expect(oddWidthConditions("(--mobile)")).toEqual([]);
    expect(oddWidthConditions("screen and (--above-tablet) and (hover: hover)")).toEqual([]);
    expect(oddWidthConditions("(min-width:769px)")).toEqual([]);
    expect(oddWidthConditions("(prefers-reduced-motion: reduce)")).toEqual([]);
    expect(oddWidthConditions("(--phone)")).toEqual(["(--phone)"]);
    expect(oddWidthConditions("(max-width: 480px)")).toEqual(["(max-width: 480px)"]);
    expect(oddWidthConditions("(min-width: 768px)")).toEqual(["(min-width: 768px)"]);
    expect(oddWidthConditions("(max-width: 48em)")).toEqual(["(max-width: 48em)"]);
    expect(oddWidthConditions("(width <= 768px)")).toEqual(["(width <= 768px)"]);
    expect(oddWidthConditions("(--mobile), (min-width: 1240px)")).toEqual(["(min-width: 1240px)"]);
  });

  it("use SPEC §9's breakpoints only (768/769, 1024/1025, 1199/1200 px)", () => {
    const odd = sheets.flatMap((sheet) =>
      mediaPreludes(sheet.css).flatMap((prelude) =>
        oddWidthConditions(prelude).map((condition) => `${sheet.name}: @media ${condition}`),
      ),
    );
    expect(odd, "use @media (--mobile) and the rest of breakpoints.css").toEqual([]);
  });

  it("compile to SPEC's queries in the build's PostCSS step, no custom media left", async () => {
    for (const sheet of sheets) {
      const compiled = await compileBreakpoints(sheet.css, sheet.path, declarationsFile);
      for (const prelude of mediaPreludes(compiled)) {
        expect(prelude, sheet.name).not.toMatch(/\(\s*--/);
        expect(oddWidthConditions(prelude), sheet.name).toEqual([]);
      }
    }
  });
});

describe("every front's Vite build", () => {
  it("compiles the custom media (a browser would ignore them) with this file's declarations", () => {
    const apps = readdirSync(join(repoRoot, "apps"))
      .map((app) => join(repoRoot, "apps", app))
      .filter((dir) => existsSync(join(dir, "vite.config.ts")));
    expect(apps.length).toBeGreaterThan(0);
    for (const dir of apps) {
      const config = join(dir, "vite.config.ts");
      expect(readFileSync(config, "utf8"), relative(repoRoot, config)).toMatch(
        /\bbreakpointsInCss\(\)/,
      );
      // As the plugin finds the declarations: from the front's root, through @reg/ui's exports.
      expect(createRequire(join(dir, "package.json")).resolve(BREAKPOINTS_CSS)).toBe(
        declarationsFile,
      );
    }
  });
});
