import lighthouse from "lighthouse";

export interface Scores {
  performance: number;
  accessibility: number;
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
  const { categories } = result.lhr;
  const score = (key: string): number => Math.round((categories[key]?.score ?? 0) * 100);
  return { performance: score("performance"), accessibility: score("accessibility") };
}
