import { describe, expect, it } from "vitest";
import { phoneLabel, weekdaysLabel } from "./contacts-page";

describe("the contacts page's labels", () => {
  it("names a run of weekdays by its ends, other days one by one, in the page's language", () => {
    expect(weekdaysLabel([1, 2, 3, 4, 5], "en")).toBe("Mon–Fri");
    expect(weekdaysLabel([5, 4, 3, 2, 1], "ru")).toBe("пн–пт");
    expect(weekdaysLabel([1, 3, 5], "en")).toBe("Mon, Wed, Fri");
    expect(weekdaysLabel([], "en")).toBe("");
  });

  it("writes a Russian number in groups and leaves any other as stored", () => {
    expect(phoneLabel("+74951200530")).toBe("+7 495 120-05-30");
    expect(phoneLabel("+375291234567")).toBe("+375291234567");
  });
});
