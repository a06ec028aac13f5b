import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser } from "playwright-core";

/** Where the loaded page's picture goes, to see what was measured. */
function shotPath(url: string): string {
  const { pathname } = new URL(url);
  return join(tmpdir(), `bench-front${pathname.replaceAll("/", "_") || "_"}.png`);
}

/** A page's first load: the scripts the browser fetched, by path, and their gzipped bytes. */
export interface FirstLoad {
  scripts: string[];
  gzipBytes: number;
}

/** The build's .gz of an asset (level 9, what a gzip-only browser is sent), else gzip of the file. */
async function gzipSizeOf(dist: string, path: string): Promise<number> {
  const file = join(dist, path);
  try {
    return (await stat(`${file}.gz`)).size;
  } catch {
    return gzipSync(await readFile(file), { level: 9 }).byteLength;
  }
}

/**
 * Opens `url` in a fresh context (empty cache) and sums every JavaScript file the page loaded
 * until the network was idle: the entry, its modulepreloads and the route's lazy chunks, as a
 * person's first visit fetches them. Sizes are the gzipped files, whatever encoding Chromium took.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  dist: string,
  viewport = { width: 390, height: 844 },
): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const address = new URL(response.url());
    if (address.origin === origin && address.pathname.endsWith(".js"))
      scripts.add(address.pathname);
  });
  page.on("pageerror", (error) => process.stderr.write(`${url}: ${error.message}\n`));
  await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
  // The start-up loader covers the page until the tenant and the person are known; the route's
  // own chunks load after it, so the load is over when it is gone and the network is quiet again.
  await page.locator(".page-loader").waitFor({ state: "detached", timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: shotPath(url) });
  await context.close();
  const sizes = await Promise.all([...scripts].map((path) => gzipSizeOf(dist, path)));
  return { scripts: [...scripts].sort(), gzipBytes: sizes.reduce((a, b) => a + b, 0) };
}
