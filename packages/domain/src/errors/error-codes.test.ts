import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_HTTP_STATUS } from "./error-codes";
import { errorBodySchema, errorCodeSchema } from "./error-body";

describe("error codes", () => {
  it("are unique and each travels with an error status", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_HTTP_STATUS[code]).toBeLessThan(600);
    }
  });

  it("use the statuses of the legacy contract", () => {
    expect(ERROR_HTTP_STATUS.VALIDATION_FAILED).toBe(400);
    expect(ERROR_HTTP_STATUS.INVALID_CREDENTIALS).toBe(401);
    expect(ERROR_HTTP_STATUS.EMAIL_TAKEN).toBe(409);
    expect(ERROR_HTTP_STATUS.PAYLOAD_TOO_LARGE).toBe(413);
    expect(ERROR_HTTP_STATUS.TOO_MANY_ATTEMPTS).toBe(429);
    expect(ERROR_HTTP_STATUS.BUSY).toBe(503);
  });

  it("reject a code not in the list", () => {
    expect(errorCodeSchema.safeParse("NOT_FOUND").success).toBe(true);
    expect(errorCodeSchema.safeParse("TEAPOT").success).toBe(false);
  });
});

describe("errorBodySchema", () => {
  it("accepts a code with per-field message ids", () => {
    const body = { code: "VALIDATION_FAILED", fields: { email: "email.invalid" } };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.parse({ code: "BUSY" })).toEqual({ code: "BUSY" });
  });

  it("rejects a body without a known code", () => {
    expect(errorBodySchema.safeParse({ message: "boom" }).success).toBe(false);
    expect(
      errorBodySchema.safeParse({ code: "VALIDATION_FAILED", fields: { email: 1 } }).success,
    ).toBe(false);
  });
});
