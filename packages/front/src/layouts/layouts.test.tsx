import { describe, expect, it } from "vitest";
import { renderHtml } from "../testing/render";
import { PageLayout } from "./layouts";

const slots = {
  logo: <a href="/">logo</a>,
  nav: <a href="/events">nav-link</a>,
  account: <a href="/account">account-link</a>,
};

describe("the layouts", () => {
  it("default: menu, language switch, account link and the tenant's support e-mail", () => {
    const html = renderHtml(
      <PageLayout name="default" whiteBg={false} slots={slots}>
        page
      </PageLayout>,
      "ru",
    );
    expect(html).toContain("nav-link");
    expect(html).toContain("account-link");
    expect(html).toContain('aria-label="Язык"');
    expect(html).toContain('href="mailto:help@reg.test"');
    expect(html).toContain('<main id="main"');
  });

  it("order: no menu to wander off into, and says it is the checkout", () => {
    const html = renderHtml(
      <PageLayout name="order" whiteBg slots={slots}>
        page
      </PageLayout>,
      "en",
    );
    expect(html).not.toContain("nav-link");
    expect(html).toContain("Checkout");
    expect(html).toContain("shell--white");
  });

  it("tax-deduction and ostrovok name themselves in the header", () => {
    expect(
      renderHtml(
        <PageLayout name="tax-deduction" whiteBg={false} slots={slots}>
          p
        </PageLayout>,
        "ru",
      ),
    ).toContain("Налоговый вычет");
    expect(
      renderHtml(
        <PageLayout name="ostrovok" whiteBg={false} slots={slots}>
          p
        </PageLayout>,
        "ru",
      ),
    ).toContain("Отели с Островком");
  });

  it("marks the current language as pressed", () => {
    const html = renderHtml(
      <PageLayout name="default" whiteBg={false} slots={slots}>
        p
      </PageLayout>,
      "en",
    );
    expect(html).toMatch(/lang="en" aria-pressed="true"/);
    expect(html).toMatch(/lang="ru" aria-pressed="false"/);
  });

  it("ends the header with the account slot, which layouts.css lines up with the content edge", () => {
    const signedIn = (
      <a href="/account" className="btn btn--ghost account-link">
        ИД
      </a>
    );
    for (const name of ["default", "order"] as const) {
      const html = renderHtml(
        <PageLayout name={name} whiteBg={false} slots={{ ...slots, account: signedIn }}>
          p
        </PageLayout>,
        "ru",
      );
      // The rule pulls only the tools' last child out to the edge: nothing may follow the slot.
      expect(html).toMatch(
        /<div class="site-header__tools">.*account-link">ИД<\/a><\/div><\/div><\/header>/,
      );
    }
  });

  it("puts the app's own line in the footer when it has one, and the portal's otherwise", () => {
    const own = renderHtml(
      <PageLayout name="order" whiteBg={false} slots={{ ...slots, footerNote: "cup-line" }}>
        p
      </PageLayout>,
      "en",
    );
    expect(own).toContain("cup-line");
    expect(own).not.toContain("find an event and register online");
    const portal = renderHtml(
      <PageLayout name="order" whiteBg={false} slots={slots}>
        p
      </PageLayout>,
      "en",
    );
    expect(portal).toContain("find an event and register online");
  });
});

describe("the header's menu and the footer's columns", () => {
  it("folds the portal's menu behind a closed menu button that names what it controls", () => {
    const html = renderHtml(
      <PageLayout
        name="default"
        whiteBg={false}
        slots={{ ...slots, footerLinks: <nav aria-label="Site map">columns</nav> }}
      >
        p
      </PageLayout>,
      "ru",
    );
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(controls).toBeDefined();
    expect(html).toContain(`<nav id="${controls}" class="site-header__nav"`);
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toContain("Меню");
    expect(html).toContain("site-footer__grid--links");
    expect(html).toContain("columns");
  });

  it("gives a tenant app (no menu, no columns) neither the button nor the columns", () => {
    const tenantSlots = { logo: slots.logo, account: slots.account };
    const html = renderHtml(
      <PageLayout name="default" whiteBg={false} slots={tenantSlots}>
        p
      </PageLayout>,
      "en",
    );
    expect(html).not.toContain("aria-expanded");
    expect(html).not.toContain("site-header__nav");
    expect(html).not.toContain("site-footer__grid--links");
    expect(html).toContain('href="mailto:help@reg.test"');
  });
});
