import { describe, expect, it } from "vitest";
import { takeHandoffCode, takeHandoffFragment, type AddressHistory } from "./session-handoff";

const code = "Q".repeat(43);

function recordingHistory(): AddressHistory & { replaced: unknown[][] } {
  const replaced: unknown[][] = [];
  return {
    state: { key: "k1" },
    replaced,
    replaceState: (...args: unknown[]) => void replaced.push(args),
  };
}

describe("takeHandoffCode", () => {
  it("takes the code and leaves the address without it, keeping path, query and history state", () => {
    const history = recordingHistory();
    const location = { pathname: "/e/r/register", search: "?promo=1", hash: `#handoff=${code}` };
    expect(takeHandoffCode(location, history)).toBe(code);
    expect(history.replaced).toEqual([[{ key: "k1" }, "", "/e/r/register?promo=1"]]);
  });

  it("takes a mangled code out of the address too, but has nothing to redeem", () => {
    const history = recordingHistory();
    expect(
      takeHandoffCode({ pathname: "/x", search: "", hash: "#handoff=abc" }, history),
    ).toBeNull();
    expect(history.replaced).toEqual([[{ key: "k1" }, "", "/x"]]);
  });

  it("leaves any other address alone", () => {
    const history = recordingHistory();
    for (const hash of ["", "#top", "#handoffs=1"]) {
      expect(takeHandoffCode({ pathname: "/x", search: "", hash }, history)).toBeNull();
    }
    expect(history.replaced).toEqual([]);
  });
});

describe("takeHandoffFragment (issue 12 item 10)", () => {
  it("takes the portal's cookie acceptance with the code, or alone", () => {
    const history = recordingHistory();
    expect(
      takeHandoffFragment(
        { pathname: "/e/r/register", search: "", hash: `#handoff=${code}&cookies=accepted` },
        history,
      ),
    ).toEqual({ code, cookiesAccepted: true });
    expect(
      takeHandoffFragment({ pathname: "/e", search: "", hash: "#cookies=accepted" }, history),
    ).toEqual({ code: null, cookiesAccepted: true });
    expect(history.replaced).toEqual([
      [{ key: "k1" }, "", "/e/r/register"],
      [{ key: "k1" }, "", "/e"],
    ]);
  });
});
