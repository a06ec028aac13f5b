import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "../support/fixtures";

/**
 * Why the portal's session does not reach a tenant's app in development (docs/decisions/0008):
 * Chromium stores a cookie set on `localhost` — with no Domain, `Domain=localhost` or
 * `Domain=.localhost` — as `localhost`'s own and never sends it to `pionercup.localhost`, while a
 * parent that is not a top-level name (`reg.localhost`) does cover its subdomains. If a Chromium
 * upgrade changes this, the decision can be revisited.
 */
let server: Server;
let port: number;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/set")
      response.setHeader("set-cookie", [
        "hostOnly=1; Path=/; SameSite=Lax",
        "domainLocalhost=1; Domain=localhost; Path=/; SameSite=Lax",
        "domainDotLocalhost=1; Domain=.localhost; Path=/; SameSite=Lax",
        "parentDomain=1; Domain=reg.localhost; Path=/; SameSite=Lax",
      ]);
    response.setHeader("content-type", "text/plain");
    response.end(request.headers.cookie ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("a cookie set on localhost stays on localhost; one on reg.localhost reaches its subdomains", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cookiesSentTo = async (host: string) => {
    await page.goto(`http://${host}:${port}/`);
    return (await page.locator("body").innerText()).split("; ").filter(Boolean).sort();
  };

  await page.goto(`http://localhost:${port}/set`);
  expect(await cookiesSentTo("localhost")).toEqual([
    "domainDotLocalhost=1",
    "domainLocalhost=1",
    "hostOnly=1",
  ]);
  expect(await cookiesSentTo("pionercup.localhost")).toEqual([]);

  await page.goto(`http://reg.localhost:${port}/set`);
  expect(await cookiesSentTo("pionercup.reg.localhost")).toEqual(["parentDomain=1"]);
  await context.close();
});
