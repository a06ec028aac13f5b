import { describe, expect, it, vi } from "vitest";
import {
  inlineScriptHashes,
  MAX_RENDERS_IN_FLIGHT,
  renderGate,
  renderWithin,
} from "./server-render";
import type { RenderPage } from "./portal-renderer";

const INPUT = { url: "/", origin: "http://x", cookies: "", fetch: globalThis.fetch };

describe("renderWithin", () => {
  it("turns a render away at once past MAX_RENDERS_IN_FLIGHT under way, and lets one in after one ends", async () => {
    const gate = renderGate();
    const finishers: (() => void)[] = [];
    const render = vi.fn<RenderPage>(
      () =>
        new Promise((resolve) => {
          finishers.push(() => {
            resolve({
              locale: "ru",
              appHtml: "<p></p>",
              state: {},
              tenantId: "default",
              themeVariables: {},
            });
          });
        }),
    );
    const held = Array.from({ length: MAX_RENDERS_IN_FLIGHT }, () =>
      renderWithin(render, INPUT, gate, () => undefined),
    );
    expect(await renderWithin(render, INPUT, gate, () => undefined)).toBeNull();
    expect(render).toHaveBeenCalledTimes(MAX_RENDERS_IN_FLIGHT);

    finishers.shift()?.();
    expect(await held[0]).not.toBeNull();
    const next = renderWithin(render, INPUT, gate, () => undefined);
    expect(render).toHaveBeenCalledTimes(MAX_RENDERS_IN_FLIGHT + 1);
    for (const finish of finishers) finish();
    expect(await next).not.toBeNull();
    await Promise.all(held);
    expect(gate.inFlight).toBe(0);
  });

  it("lets the gate go when a render throws", async () => {
    const gate = renderGate();
    const onError = vi.fn();
    const broken: RenderPage = () => Promise.reject(new Error("broke"));
    expect(await renderWithin(broken, INPUT, gate, onError)).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
    expect(gate.inFlight).toBe(0);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each attribute-less script's text once, and nothing else", () => {
    const html =
      '<main>x</main><script>window.restored = 1;</script><script src="/a.js"></script>' +
      '<script type="application/json">{}</script><script>window.restored = 1;</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-6ei+7vs3jqTFpkF8Q5QteniqL3YsJdnGC6RgnULeH00='",
    ]);
    expect(inlineScriptHashes("<main>&lt;script&gt;alert(1)&lt;/script&gt;</main>")).toEqual([]);
  });
});
