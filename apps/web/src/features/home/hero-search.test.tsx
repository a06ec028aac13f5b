// @vitest-environment happy-dom
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { mountScreen } from "../events/events-testing";
import { HeroSearch } from "./hero-search";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe("the home page's search", () => {
  // A 390 px phone's field shows about 20 characters beside "Find" before it cuts the text.
  it.each([
    ["en", "Marathon, Kazan…"],
    ["ru", "Марафон, Казань…"],
  ] as const)("has a placeholder short enough for a phone in %s", async (locale, text) => {
    mounted = await mountScreen(HeroSearch, { route: "/", path: "/", locale });
    const placeholder = mounted.container.querySelector("input")?.placeholder ?? "";
    expect(placeholder).toBe(text);
    expect(placeholder.length).toBeLessThanOrEqual(18);
  });
});
