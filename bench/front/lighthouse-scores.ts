import lighthouse from "lighthouse";

export interface Scores {
  performance: number;
  accessibility: number;
  /** The performance score's metrics, for reading a low score: milliseconds, CLS unitless. */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; siMs: number; cls: number };
  /** The largest contentful paint's element as Lighthouse names it (its selector), for reading LCP. */
  lcpElement: string;
}

/** The first selector in an audit's details (the LCP element's), or "?" when it has none. */
function lcpElementOf(details: unknown): string {
  const text = JSON.stringify(details ?? null);
  const match = /"selector":"([^"]*)"/.exec(text);
  return match?.[1] ?? "?";
}

/**
 * Lighthouse's default config (the mobile preset: a Moto G Power screen, simulated slow 4G and a
 * 4x slower CPU) on the Chromium listening on `port`; the two category scores, 0–100.
 */
export async function lighthouseScores(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string): number => Math.round((categories[key]?.score ?? 0) * 100);
  const metric = (id: string): number =>
    Math.round((audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    metrics: {
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      siMs: Math.round(metric("speed-index")),
      cls: metric("cumulative-layout-shift"),
    },
    // Lighthouse 13 dropped the `largest-contentful-paint-element` audit; the element is the node
    // item of the LCP breakdown insight that replaced it.
    lcpElement: lcpElementOf(audits["lcp-breakdown-insight"]?.details),
  };
}
