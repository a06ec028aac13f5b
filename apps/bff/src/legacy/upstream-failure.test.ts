import { describe, expect, it } from "vitest";
import { failureFromUpstream } from "./upstream-failure";

describe("failureFromUpstream", () => {
  it("keeps the code and fields of an answer that speaks the contract", () => {
    const failure = failureFromUpstream(
      400,
      JSON.stringify({ code: "VALIDATION_FAILED", fields: { email: "email.invalid" } }),
    );
    expect(failure).toMatchObject({
      appCode: "VALIDATION_FAILED",
      fields: { email: "email.invalid" },
    });
    expect(failureFromUpstream(409, '{"code":"EMAIL_TAKEN"}').appCode).toBe("EMAIL_TAKEN");
    expect(failureFromUpstream(503, '{"code":"BUSY"}').appCode).toBe("BUSY");
  });

  it("reads the status of an answer that does not (a proxy page, an unknown code)", () => {
    expect(failureFromUpstream(502, "<html>Bad gateway</html>").appCode).toBe(
      "UPSTREAM_UNAVAILABLE",
    );
    expect(failureFromUpstream(500, '{"message":"boom"}').appCode).toBe("UPSTREAM_UNAVAILABLE");
    expect(failureFromUpstream(503, "").appCode).toBe("BUSY");
    expect(failureFromUpstream(404, "Not Found").appCode).toBe("NOT_FOUND");
    expect(failureFromUpstream(429, "slow down").appCode).toBe("TOO_MANY_ATTEMPTS");
    expect(failureFromUpstream(401, "").appCode).toBe("UNAUTHORIZED");
    expect(failureFromUpstream(400, '{"code":"NO_SUCH_CODE"}').appCode).toBe("VALIDATION_FAILED");
  });
});
