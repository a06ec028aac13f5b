import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, signUpInputSchema } from "@reg/domain";
import { AppError } from "./app-error";
import { formatBffError } from "./error-formatter";
import { toAppFailure } from "./to-app-failure";

function zodFailure(input: unknown): TRPCError {
  const parsed = signUpInputSchema.safeParse(input);
  if (parsed.success) throw new Error("expected the input to be refused");
  return new TRPCError({ code: "BAD_REQUEST", cause: parsed.error });
}

describe("toAppFailure", () => {
  it("keeps an AppError's own code and fields", () => {
    expect(
      toAppFailure(new AppError("EMAIL_TAKEN", { fields: { email: "email.invalid" } })),
    ).toEqual({
      appCode: "EMAIL_TAKEN",
      fields: { email: "email.invalid" },
    });
  });

  it("turns a refused input into VALIDATION_FAILED with one message id per field", () => {
    const failure = toAppFailure(
      zodFailure({
        email: "not-an-email",
        password: "short",
        firstName: "A",
        lastName: "B",
        language: "de",
      }),
    );
    expect(failure.appCode).toBe("VALIDATION_FAILED");
    expect(Object.keys(failure.fields ?? {}).sort()).toEqual(["email", "language", "password"]);
    for (const id of Object.values(failure.fields ?? {}))
      expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it("names tRPC's own failures by the code a person should see", () => {
    expect(toAppFailure(new TRPCError({ code: "PARSE_ERROR" })).appCode).toBe("VALIDATION_FAILED");
    expect(toAppFailure(new TRPCError({ code: "METHOD_NOT_SUPPORTED" })).appCode).toBe(
      "VALIDATION_FAILED",
    );
    expect(toAppFailure(new TRPCError({ code: "NOT_FOUND" })).appCode).toBe("NOT_FOUND");
    expect(toAppFailure(new TRPCError({ code: "PAYLOAD_TOO_LARGE" })).appCode).toBe(
      "PAYLOAD_TOO_LARGE",
    );
    expect(
      toAppFailure(
        new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Output validation failed" }),
      ).appCode,
    ).toBe("INTERNAL");
  });
});

describe("formatBffError", () => {
  it("puts the appCode as message, its HTTP status, and never a stack, for every code", () => {
    for (const appCode of ERROR_CODES) {
      const error = new AppError(appCode);
      const shape = formatBffError({
        error,
        shape: { code: -32603, data: { code: error.code, path: "x.y" } },
      });
      expect(shape.message).toBe(appCode);
      expect(shape.data).toMatchObject({ appCode, code: error.code, path: "x.y" });
      expect(shape.data.httpStatus).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(shape)).not.toContain("stack");
    }
  });

  it("hides a plain crash behind INTERNAL, without its text", () => {
    const error = new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message: "db password is hunter2",
    });
    const shape = formatBffError({
      error,
      shape: { code: -32603, data: { code: "INTERNAL_SERVER_ERROR" } },
    });
    expect(shape).toEqual({
      message: "INTERNAL",
      code: -32603,
      data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, appCode: "INTERNAL" },
    });
  });
});
