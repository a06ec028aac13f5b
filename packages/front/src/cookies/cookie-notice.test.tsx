import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/render";
import { CookieNoticeView } from "./cookie-notice";

describe("the cookie notice", () => {
  it("says what cookies are for and offers 'Понятно' in Russian", () => {
    const html = renderHtml(<CookieNoticeView onAccept={() => undefined} />, "ru");
    expect(html).toContain("удобства, аналитики, персонализации, маркетинга и безопасности");
    expect(html).toMatch(/<button[^>]*>Понятно<\/button>/);
  });

  it("offers 'Got it' in English", () => {
    const html = renderHtml(<CookieNoticeView onAccept={() => undefined} />, "en");
    expect(html).toContain("convenience, analytics, personalisation, marketing and security");
    expect(html).toMatch(/<button[^>]*>Got it<\/button>/);
  });
});
