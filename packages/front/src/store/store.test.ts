import { ANONYMOUS_USER } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { selectIsAuthorized, selectLocale, selectStartupDone } from "./selectors";
import { createAppStore } from "./store";
import { tenantResolved } from "./tenant-slice";
import { userLoaded, userSignedOut } from "./user-slice";

const person = {
  ...ANONYMOUS_USER,
  isAuthorized: true,
  id: "u1",
  email: "a@b.ru",
  fullName: "A B",
};

describe("the store", () => {
  it("starts with the language it was given and nothing else known", () => {
    const store = createAppStore({ locale: "en" });
    expect(selectLocale(store.getState())).toBe("en");
    expect(selectStartupDone(store.getState())).toBe(false);
  });

  it("is started only once both the tenant and the user are set", () => {
    const store = createAppStore({ locale: "ru" });
    store.dispatch(tenantResolved({ id: "default", info: null }));
    expect(selectStartupDone(store.getState())).toBe(false);
    store.dispatch(userLoaded(ANONYMOUS_USER));
    expect(selectStartupDone(store.getState())).toBe(true);
  });

  it("follows a sign-in and a sign-out", () => {
    const store = createAppStore({ locale: "ru" });
    store.dispatch(userLoaded(person));
    expect(selectIsAuthorized(store.getState())).toBe(true);
    store.dispatch(userSignedOut());
    expect(selectIsAuthorized(store.getState())).toBe(false);
    expect(store.getState().user.current).toEqual(ANONYMOUS_USER);
  });
});
