// @vitest-environment happy-dom
import { mount, type Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { SearchBox } from "./search-box";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe("the event list's search box", () => {
  // A 390 px phone's field shows about 20 characters beside "Find" before it cuts the text.
  it.each([
    ["en", "Event or city"],
    ["ru", "Событие или город"],
  ] as const)("has a placeholder short enough for a phone in %s", (locale, text) => {
    mounted = mount(<SearchBox value="" onSearch={() => undefined} />, locale);
    const placeholder = mounted.container.querySelector("input")?.placeholder ?? "";
    expect(placeholder).toBe(text);
    expect(placeholder.length).toBeLessThanOrEqual(18);
  });
});
