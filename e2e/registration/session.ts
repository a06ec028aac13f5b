import type { BrowserContext, Page } from "@playwright/test";
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_VALUE,
  CSRF_COOKIE,
  CSRF_HEADER,
  CULTURE_COOKIE_NAME,
  formatCultureCookie,
  type Locale,
} from "@reg/domain";
import { expect } from "../support/fixtures";
import type { Texts } from "../support/texts";

/** The language and the accepted cookie notice on another host too (the fixture sets them on the portal). */
export async function prepareHost(context: BrowserContext, origin: string, lang: Locale) {
  await context.addCookies([
    { name: CULTURE_COOKIE_NAME, value: formatCultureCookie(lang), url: origin },
    { name: COOKIE_CONSENT_COOKIE, value: COOKIE_CONSENT_VALUE, url: origin },
  ]);
}

/**
 * Calls an auth mutation from inside the page, as the app would: the browser resolves
 * `*.localhost` (Node does not) and the session cookie lands on the page's own host. Any page of
 * the site hands out the CSRF cookie first.
 */
async function authCall(
  page: Page,
  origin: string,
  procedure: string,
  input: Record<string, string>,
) {
  await page.goto(`${origin}/404`);
  const status = await page.evaluate(
    async ({ procedure, input, cookie, header }) => {
      const token = document.cookie
        .split("; ")
        .find((pair) => pair.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1);
      const response = await fetch(`/trpc/${procedure}`, {
        method: "POST",
        headers: { "content-type": "application/json", [header]: token ?? "" },
        body: JSON.stringify(input),
      });
      return response.status;
    },
    { procedure, input, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
  expect(status, `${procedure} on ${origin}`).toBe(200);
}

export function signUpThrough(
  page: Page,
  origin: string,
  person: { email: string; password: string; firstName: string; lastName: string },
  lang: Locale,
) {
  return authCall(page, origin, "auth.signUp", { ...person, language: lang });
}

export function signInThrough(
  page: Page,
  origin: string,
  person: { email: string; password: string },
) {
  return authCall(page, origin, "auth.login", { email: person.email, password: person.password });
}

/** A person as the login page's forms ask for them. */
interface LoginPagePerson {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Signs up on the portal's login page the gate sent the person to, as they would: the Sign-up tab's form. */
export async function signUpOnLoginPage(page: Page, t: Texts, person: LoginPagePerson) {
  await page.getByRole("tab", { name: t.signUpTab }).click();
  const form = page.getByRole("tabpanel");
  await form.getByLabel(t.firstName).fill(person.firstName);
  await form.getByLabel(t.lastName).fill(person.lastName);
  await form.getByLabel(t.email).fill(person.email);
  await form.getByLabel(t.password, { exact: true }).fill(person.password);
  await form.getByRole("button", { name: t.signUpButton }).click();
}

/** Signs in on the portal's login page with the Sign-in tab's form. */
export async function signInOnLoginPage(
  page: Page,
  t: Texts,
  person: Pick<LoginPagePerson, "email" | "password">,
) {
  const form = page.getByRole("tabpanel");
  await form.getByLabel(t.email).fill(person.email);
  await form.getByLabel(t.password, { exact: true }).fill(person.password);
  await form.getByRole("button", { name: t.signInButton }).click();
}
