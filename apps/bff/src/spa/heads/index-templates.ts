import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Each built front's index.html, read once and again only when the file changes (a new build in
 * place names new hashed assets): a page view costs a stat, not a read.
 */
export class IndexTemplates {
  readonly #byDist = new Map<string, { mtimeMs: number; size: number; html: string }>();

  async get(dist: string): Promise<string> {
    const file = join(dist, "index.html");
    const info = await stat(file);
    const known = this.#byDist.get(dist);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.html;
    const html = await readFile(file, "utf8");
    this.#byDist.set(dist, { mtimeMs: info.mtimeMs, size: info.size, html });
    return html;
  }
}
