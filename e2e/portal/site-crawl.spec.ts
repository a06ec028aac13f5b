import { expect, test } from "../support/fixtures";

/** The text of a document's <title>, as a crawler reads it without running scripts. */
function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return (match?.[1] ?? "").trim();
}

/**
 * Issue 8: every link of the home page leads to a page of its own — no 404 (the catch-all aside) and
 * a title of its own already in the HTML the BFF sends, in the project's language (the culture
 * cookie rides on the request). Addresses are read from the page a person sees, header and footer
 * included, so a link added to either is crawled too.
 */
test("every link from the home page answers its own page with its own title", async ({
  page,
  lang,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const paths = [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => `${url.pathname}${url.search}`),
    ),
  ];
  expect(paths.length, "the home page links the portal's pages").toBeGreaterThan(10);

  const titles = new Map<string, string[]>();
  for (const path of paths) {
    // As a crawler or a browser's address bar asks: for HTML.
    const response = await page.request.get(path, { headers: { accept: "text/html" } });
    expect(response.status(), `${path} answers a page`).toBe(200);
    const title = titleOf(await response.text());
    expect(title, `${path} has a title`).not.toBe("");
    titles.set(title, [...(titles.get(title) ?? []), new URL(response.url()).pathname]);
  }
  // Two addresses may share a title only when they are one page (a redirect's two ends).
  const shared = [...titles.entries()]
    .map(([title, at]) => [title, [...new Set(at)]] as const)
    .filter(([, at]) => at.length > 1);
  expect(shared, "each page has a title of its own").toEqual([]);

  const missing = await page.request.get("/no-such-page/at-all", {
    headers: { accept: "text/html" },
  });
  expect(missing.status()).toBe(404);
});
