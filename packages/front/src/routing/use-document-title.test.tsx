// @vitest-environment happy-dom
import { PAGE_TITLES, type Locale } from "@reg/domain";
import { mount, settle, type Mounted } from "@reg/ui/testing";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore } from "../store/store";
import { tenantResolved } from "../store/tenant-slice";
import { testTenant } from "../testing/render";
import { usePageHeadTitle } from "./use-document-title";

function SignInTitle() {
  usePageHeadTitle("signIn");
  return null;
}

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

/** The sign-in page's title for a tenant whose own name (core's) is `name`. */
async function titleIn(locale: Locale, id = "default", name = testTenant.name): Promise<string> {
  const store = createAppStore({ locale });
  store.dispatch(tenantResolved({ id, info: { ...testTenant, name } }));
  mounted = mount(
    <Provider store={store}>
      <SignInTitle />
    </Provider>,
    locale,
  );
  await settle();
  return document.title;
}

describe("a fixed page's document title", () => {
  it("is the BFF's entry for the page in the person's language, then the site's name", async () => {
    expect(await titleIn("ru")).toBe(`${PAGE_TITLES.signIn.ru} — Reg Sport`);
    mounted?.unmount();
    expect(await titleIn("en")).toBe(`${PAGE_TITLES.signIn.en} — Reg Sport`);
  });

  it("names a brand tenant's app as its header does, in the person's language", async () => {
    expect(await titleIn("en", "pionercup", "Пионер Кап")).toBe(
      `${PAGE_TITLES.signIn.en} — Pioneer Cup`,
    );
    mounted?.unmount();
    expect(await titleIn("ru", "pionercup", "Пионер Кап")).toBe(
      `${PAGE_TITLES.signIn.ru} — Пионер Кап`,
    );
  });
});
