import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, retryOnConflict } from "./pg-error";

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

describe("retryOnConflict", () => {
  const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

  it("runs a deadlock's victim again until it succeeds", async () => {
    const runs: number[] = [];
    const answer = await retryOnConflict(async () => {
      runs.push(performance.now());
      if (runs.length < 3) throw deadlock();
      return "done";
    });
    expect(answer).toBe("done");
    expect(runs).toHaveLength(3);
  });

  it("gives up after its attempts, and never retries another failure", async () => {
    let deadlocks = 0;
    await expect(
      retryOnConflict(() => {
        deadlocks++;
        return Promise.reject(deadlock());
      }, 2),
    ).rejects.toThrow("deadlock detected");
    expect(deadlocks).toBe(2);
    let others = 0;
    await expect(
      retryOnConflict(() => {
        others++;
        return Promise.reject(Object.assign(new Error("duplicate key"), { code: "23505" }));
      }),
    ).rejects.toThrow("duplicate key");
    expect(others).toBe(1);
  });
});
