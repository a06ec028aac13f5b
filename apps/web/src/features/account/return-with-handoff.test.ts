import { describe, expect, it } from "vitest";
import { returnAddressWithHandoff } from "./return-with-handoff";

const code = "C".repeat(43);

describe("returnAddressWithHandoff", () => {
  it("adds a code for the tenant app's host to its full address", async () => {
    const asked: string[] = [];
    const target = "http://pionercup.localhost:4000/pionercup-izmailovo/r5/register";
    const address = await returnAddressWithHandoff(target, (host) => {
      asked.push(host);
      return Promise.resolve(code);
    });
    expect(address).toBe(`${target}#handoff=${code}`);
    expect(asked).toEqual(["pionercup.localhost"]);
  });

  it("asks nothing for a path on this site", async () => {
    const address = await returnAddressWithHandoff("/account", () =>
      Promise.reject(new Error("must not be asked")),
    );
    expect(address).toBe("/account");
  });

  it("still goes back, without a code, when none could be had", async () => {
    const target = "http://fontanka.localhost:4000/fontanka-half-marathon/h21/register";
    const address = await returnAddressWithHandoff(target, () =>
      Promise.reject(new Error("FORBIDDEN")),
    );
    expect(address).toBe(target);
  });
});

describe("the cookie acceptance on the way back (issue 12 item 10)", () => {
  it("goes with the code to the tenant's app, whose host cannot read the portal's cookie", async () => {
    const target = "http://pionercup.localhost:4000/pionercup-izmailovo/r5/register";
    expect(await returnAddressWithHandoff(target, () => Promise.resolve(code), true)).toBe(
      `${target}#handoff=${code}&cookies=accepted`,
    );
    expect(
      await returnAddressWithHandoff(target, () => Promise.reject(new Error("FORBIDDEN")), true),
    ).toBe(`${target}#cookies=accepted`);
    expect(await returnAddressWithHandoff(target, () => Promise.resolve(code), false)).toBe(
      `${target}#handoff=${code}`,
    );
  });
});
