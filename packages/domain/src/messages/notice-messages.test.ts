import { describe, expect, it } from "vitest";
import { isValidationMessageId } from "./validation-messages";
import {
  isNoticeMessageId,
  NOTICE_MESSAGES,
  noticeMessageIdSchema,
  teamErrorMessage,
} from "./notice-messages";

describe("NOTICE_MESSAGES", () => {
  it("holds the SPEC §8 stock and generic notices once, named area.key", () => {
    expect(NOTICE_MESSAGES).toEqual(
      expect.arrayContaining([
        "stock.optionsAdjusted",
        "stock.cartOutOfStock",
        "promo.invalid",
        "action.cannotUndo",
      ]),
    );
    expect(new Set(NOTICE_MESSAGES).size).toBe(NOTICE_MESSAGES.length);
    for (const id of NOTICE_MESSAGES) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it("shares no id with the validation messages, so one catalog can hold both", () => {
    for (const id of NOTICE_MESSAGES) expect(isValidationMessageId(id), id).toBe(false);
  });

  it("recognises its ids and nothing else", () => {
    expect(isNoticeMessageId("stock.cartOutOfStock")).toBe(true);
    expect(isNoticeMessageId("promo.notFound")).toBe(false);
    expect(isNoticeMessageId(7)).toBe(false);
    expect(noticeMessageIdSchema.safeParse("error.occurred").success).toBe(true);
    expect(noticeMessageIdSchema.safeParse("error.unknown").success).toBe(false);
  });
});

describe("teamErrorMessage", () => {
  it.each([
    [1, "team.exists"],
    [2, "team.exists"],
    [3, "team.notFound"],
    [0, null],
    [4, null],
    [-1, null],
  ] as const)("code %i → %s", (code, expected) => {
    expect(teamErrorMessage(code)).toBe(expected);
  });
});
