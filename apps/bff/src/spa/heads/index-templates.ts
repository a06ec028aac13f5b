import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { BUILD_MANIFEST, catalogChunksOf, type CatalogChunks } from "./catalog-preload";

/** A built front's page template and what its manifest says about the build. */
export interface IndexTemplate {
  html: string;
  catalogs: CatalogChunks;
}

/**
 * Each built front's index.html (and its build's catalog chunks), read once and again only when
 * the file changes (a new build in place names new hashed assets): a page view costs a stat.
 */
export class IndexTemplates {
  readonly #byDist = new Map<string, { mtimeMs: number; size: number; template: IndexTemplate }>();

  async get(dist: string): Promise<IndexTemplate> {
    const file = join(dist, "index.html");
    const info = await stat(file);
    const known = this.#byDist.get(dist);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.template;
    const [html, manifest] = await Promise.all([
      readFile(file, "utf8"),
      readFile(join(dist, BUILD_MANIFEST), "utf8").catch(() => undefined),
    ]);
    const template = { html, catalogs: catalogChunksOf(manifest) };
    this.#byDist.set(dist, { mtimeMs: info.mtimeMs, size: info.size, template });
    return template;
  }
}
