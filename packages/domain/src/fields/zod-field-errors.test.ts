import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signUpInputSchema } from "../dto/user";
import { fieldErrorsFromIssues } from "./zod-field-errors";

describe("fieldErrorsFromIssues", () => {
  it("maps each failing field of a body to its message id", () => {
    const result = signUpInputSchema.safeParse({
      email: "иван@mail.ru",
      password: "short",
      firstName: "",
      lastName: "Petrov",
      language: "de",
    });
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({
      email: "email.cyrillic",
      password: "password.tooShort",
      firstName: "field.required",
      language: "field.invalid",
    });
  });

  it("keeps the first issue of a path, joins nested paths and hides library texts", () => {
    expect(
      fieldErrorsFromIssues([
        { path: ["address", "city"], message: "city.required" },
        { path: ["address", "city"], message: "field.tooLong" },
        { path: ["items", 0, "count"], message: "Too small: expected number to be >0" },
        { path: [], message: "city.required" },
      ]),
    ).toEqual({ "address.city": "city.required", "items.0.count": "field.invalid" });
  });

  it("reads a real ZodError of a schema not built from rules", () => {
    const result = z.object({ age: z.number() }).safeParse({ age: "x" });
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({ age: "field.invalid" });
  });
});
