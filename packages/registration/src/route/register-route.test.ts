import { createApiOptions, type AppTrpcClient } from "@reg/api";
import { ANONYMOUS_USER } from "@reg/domain";
import { createAppStore, userLoaded } from "@reg/front";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { registrationReads } from "../data/registration-reads";
import { fakeRegistrationClient } from "../testing/fake-api";
import { fakeRegistration, prefilledForm, testInit } from "../testing/fake-registration";
import { loadRegisterRoute, validateRegisterSearch } from "./register-route";

const race = { eventCode: "white-nights", raceCode: "42k" };

function routeContext(client: AppTrpcClient, signedIn: boolean) {
  const store = createAppStore({ locale: "en" });
  store.dispatch(
    userLoaded(
      signedIn
        ? { ...ANONYMOUS_USER, isAuthorized: true, email: "anna@example.com" }
        : ANONYMOUS_USER,
    ),
  );
  const queryClient = new QueryClient();
  const api = createApiOptions(queryClient, client);
  return { store, queryClient, api, trpcClient: client, origin: "http://localhost" };
}

describe("the register route", () => {
  it("keeps a step the wizard has and drops a mangled one", () => {
    expect(validateRegisterSearch({ step: "options" })).toEqual({ step: "options" });
    expect(validateRegisterSearch({ step: "nope" })).toEqual({});
    expect(validateRegisterSearch({})).toEqual({});
  });

  it("keeps a registration id to pay again only when it has a registration id's shape", () => {
    const registrationId = "0b7e9c1a-3f2d-4c5b-8a9e-1d2c3b4a5f6e";
    expect(validateRegisterSearch({ step: "payment", registrationId })).toEqual({
      step: "payment",
      registrationId,
    });
    expect(validateRegisterSearch({ registrationId: "../../users/1" })).toEqual({});
    expect(validateRegisterSearch({ registrationId: 42 })).toEqual({});
  });

  it("prefetches the first screen's reads under the keys the wizard reads with", async () => {
    const context = routeContext(fakeRegistrationClient(fakeRegistration().fake), true);
    loadRegisterRoute({ context, params: race });
    const options = registrationReads(context.api, "en");
    await expect
      .poll(() => context.queryClient.getQueryData(options.form(race).queryKey))
      .toEqual(prefilledForm);
    expect(context.queryClient.getQueryData(options.init(race).queryKey)).toEqual(testInit);
    expect(context.queryClient.getQueryData(options.occupations().queryKey)).toHaveLength(1);
  });

  it("prefetches nothing for someone the login gate kept out", async () => {
    const asked: string[] = [];
    const { fake } = fakeRegistration({
      init: async () => {
        asked.push("init");
        return testInit;
      },
    });
    const context = routeContext(fakeRegistrationClient(fake), false);
    loadRegisterRoute({ context, params: race });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    expect(context.queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
