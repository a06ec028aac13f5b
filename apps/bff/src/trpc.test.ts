import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER, type CurrentUser } from "@reg/domain";
import { type BffContext } from "./context";
import { authedProcedure, createCallerFactory, router } from "./trpc";

const probe = router({ whoAmI: authedProcedure.query(({ ctx }) => ctx.user.email) });
const createCaller = createCallerFactory(probe);

function contextFor(user: CurrentUser): BffContext {
  const unused = () => Promise.reject(new Error("not used here"));
  return {
    legacy: {
      getCurrentUser: async () => user,
      signUp: unused,
      login: unused,
      logout: unused,
      send: unused,
    },
    publicReads: {
      tenant: unused,
      liveCount: unused,
      eventList: unused,
      eventPage: unused,
      clubList: unused,
      championshipList: unused,
    },
  };
}

describe("authedProcedure", () => {
  it("refuses an anonymous session with UNAUTHORIZED", async () => {
    await expect(createCaller(contextFor(ANONYMOUS_USER)).whoAmI()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      appCode: "UNAUTHORIZED",
    });
  });

  it("runs the procedure for a signed-in person, with the user in its context", async () => {
    const user: CurrentUser = {
      ...ANONYMOUS_USER,
      isAuthorized: true,
      id: "u1",
      email: "anna@example.com",
    };
    expect(await createCaller(contextFor(user)).whoAmI()).toBe("anna@example.com");
  });
});
