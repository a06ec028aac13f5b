import { type Locale } from "@reg/domain";

/** Open Graph of a page worth sharing (an event, a series). */
export interface OpenGraph {
  type: "website" | "event";
  /** An absolute URL, or a site path made absolute with the request's origin. */
  image: string | null;
}

/** What the BFF writes into the served index.html for one page address. */
export interface PageHead {
  /** 404 for an address no page answers (the catch-all) or a code core doesn't know. */
  status: 200 | 404;
  lang: Locale;
  /** The whole document title ("Page — Site"). */
  title: string;
  description: string;
  og?: OpenGraph;
  /** A schema.org object, written as application/ld+json. */
  jsonLd?: Readonly<Record<string, unknown>>;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON inside <script>: `<`, `>` and `&` as \u escapes, so no `</script>` or `<!--` can appear
 * whatever the data holds; U+2028/2029 too (valid JSON, but not inside older script parsers).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A description meta holds one short paragraph: whitespace folded, cut at a word near 200 chars. */
export function shortDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, "")}…`;
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The tags a page's head gets, each on its own line. */
function headTags(head: PageHead, origin: string, path: string): string[] {
  const url = `${origin}${path}`;
  const tags = [`<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (head.status === 404) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  if (head.og) {
    const og: Array<[string, string]> = [
      ["og:type", head.og.type],
      ["og:title", head.title],
      ["og:description", head.description],
      ["og:url", url],
      ["og:locale", head.lang === "ru" ? "ru_RU" : "en_US"],
    ];
    if (head.og.image !== null) og.push(["og:image", absolute(head.og.image, origin)]);
    for (const [property, content] of og)
      tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
    tags.push('<meta name="twitter:card" content="summary_large_image" />');
  }
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags;
}

/**
 * index.html with the page's language, title and tags. The template is the build's own file: only
 * `<html lang>`, `<title>` and the end of `<head>` are touched, so the hashed asset links stay.
 */
export function renderIndex(
  template: string,
  head: PageHead,
  origin: string,
  path: string,
): string {
  const tags = headTags(head, origin, path)
    .map((tag) => `    ${tag}\n`)
    .join("");
  return template
    .replace(/<html(\s[^>]*)?>/i, (tag) =>
      /\slang=/i.test(tag)
        ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, ` lang="${head.lang}"`)
        : tag.replace(/^<html/i, `<html lang="${head.lang}"`),
    )
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<\/head>/i, () => `${tags}  </head>`);
}
