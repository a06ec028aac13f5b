import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./pg-error";

describe("isDatabaseUnavailable", () => {
  it("knows a server going away, a refused or reset socket and node-postgres' lost connection", () => {
    const gone = [
      Object.assign(new Error("terminating connection due to administrator command"), {
        code: "57P01",
      }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("connection failure"), { code: "08006" }),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("Connection terminated unexpectedly"),
      new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") }),
    ];
    expect(gone.map(isDatabaseUnavailable)).toEqual(gone.map(() => true));
  });

  it("leaves every other failure to be reported as one", () => {
    const others = [
      Object.assign(new Error("duplicate key"), { code: "23505" }),
      Object.assign(new Error("deadlock detected"), { code: "40P01" }),
      new Error("Cannot read properties of undefined"),
      "a string",
      undefined,
    ];
    expect(others.map(isDatabaseUnavailable)).toEqual(others.map(() => false));
  });
});
