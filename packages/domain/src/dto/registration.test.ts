import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "../fields/zod-field-errors";
import {
  completePhoneInputSchema,
  registrationAvailabilitySchema,
  registrationFormQuerySchema,
  registrationInitSchema,
  saveRegistrationEnvelopeSchema,
} from "./registration";
import { raceQuerySchema } from "./registration-common";

const ID = "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70";

function fieldsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return fieldErrorsFromIssues(result.error?.issues ?? []);
}

describe("raceQuerySchema", () => {
  it("defaults the language to Russian and refuses codes with odd characters", () => {
    expect(raceQuerySchema.parse({ eventCode: "moscow-marathon", raceCode: "42k" })).toEqual({
      eventCode: "moscow-marathon",
      raceCode: "42k",
      language: "ru",
    });
    expect(fieldsOf(raceQuerySchema.safeParse({ eventCode: "a b", raceCode: "" }))).toEqual({
      eventCode: "field.invalid",
      raceCode: "field.invalid",
    });
  });
});

describe("registrationAvailabilitySchema", () => {
  it("carries the own registration with the states that are about it", () => {
    const draft = {
      state: "unfinishedDraft",
      registrationId: ID,
      paymentDeadline: "2026-06-15T09:20:00.000Z",
    };
    expect(registrationAvailabilitySchema.parse(draft)).toEqual(draft);
    expect(registrationAvailabilitySchema.safeParse({ state: "unfinishedDraft" }).success).toBe(
      false,
    );
    expect(registrationAvailabilitySchema.safeParse({ state: "soon" }).success).toBe(false);
  });
});

describe("registrationFormQuerySchema", () => {
  it("coerces the relay position from the query and bounds it", () => {
    expect(
      registrationFormQuerySchema.parse({ eventCode: "e", raceCode: "r", relayPosition: "2" })
        .relayPosition,
    ).toBe(2);
    expect(
      fieldsOf(
        registrationFormQuerySchema.safeParse({
          eventCode: "e",
          raceCode: "r",
          relayPosition: "0",
        }),
      ),
    ).toEqual({
      relayPosition: "field.invalid",
    });
  });
});

describe("saveRegistrationEnvelopeSchema", () => {
  it("keeps only the envelope; the participant fields are the race's to check", () => {
    const parsed = saveRegistrationEnvelopeSchema.parse({
      eventCode: "e",
      raceCode: "r",
      promoCode: " spring ",
      email: "x",
    });
    expect(parsed).toEqual({ eventCode: "e", raceCode: "r", promoCode: "spring" });
  });

  it("names a bad registration id and an over-long code", () => {
    expect(
      fieldsOf(
        saveRegistrationEnvelopeSchema.safeParse({
          registrationId: "7",
          eventCode: "e",
          raceCode: "r",
          promoCode: "x".repeat(51),
        }),
      ),
    ).toEqual({ registrationId: "field.invalid", promoCode: "field.tooLong" });
  });
});

describe("completePhoneInputSchema", () => {
  it("uses the phone field's own messages", () => {
    expect(fieldsOf(completePhoneInputSchema.safeParse({}))).toEqual({ phone: "phone.required" });
    expect(fieldsOf(completePhoneInputSchema.safeParse({ phone: "call me" }))).toEqual({
      phone: "phone.invalid",
    });
  });
});

describe("registrationInitSchema", () => {
  it("refuses a commission above 100 percent", () => {
    const result = registrationInitSchema.safeParse({ commissionPercent: 101 });
    expect(result.error?.issues.some((issue) => issue.path[0] === "commissionPercent")).toBe(true);
  });
});
