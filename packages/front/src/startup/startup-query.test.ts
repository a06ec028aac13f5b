import { describe, expect, it } from "vitest";
import { readStartupQuery } from "./startup-query";

describe("readStartupQuery", () => {
  it("finds nothing to do on a plain address", () => {
    expect(readStartupQuery("http://localhost/events?x=1")).toEqual({
      tenantOverride: null,
      devValue: null,
      cleanedUrl: null,
    });
  });

  it("picks up the ttt tenant and leaves it in the address", () => {
    expect(readStartupQuery("http://localhost/?ttt=pionercup").tenantOverride).toBe("pionercup");
  });

  it("ignores an empty ttt", () => {
    expect(readStartupQuery("http://localhost/?ttt=%20").tenantOverride).toBeNull();
  });

  it("takes the dev value out of the address, keeping everything else", () => {
    expect(readStartupQuery("http://localhost/account?a=1&dev=on&b=2#top")).toEqual({
      tenantOverride: null,
      devValue: "on",
      cleanedUrl: "/account?a=1&b=2#top",
    });
  });

  it("treats an empty dev value as a value", () => {
    expect(readStartupQuery("http://localhost/?dev").cleanedUrl).toBe("/");
  });
});
