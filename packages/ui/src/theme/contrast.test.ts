import { describe, expect, it } from "vitest";
import { tenantThemeVariables } from "./apply-tenant-theme";
import {
  AA_TEXT,
  WHITE,
  contrastRatio,
  inkOnWhite,
  parseHexColor,
  readableTextOn,
} from "./contrast";
import { defined } from "@reg/domain";

describe("parseHexColor", () => {
  it("reads long and short hex", () => {
    expect(parseHexColor("#0057b8")).toEqual([0, 87, 184]);
    expect(parseHexColor(" #05B ")).toEqual([0, 85, 187]);
  });

  it("refuses anything else, so tenant data cannot smuggle CSS", () => {
    expect(parseHexColor("red")).toBeNull();
    expect(parseHexColor("#12345")).toBeNull();
    expect(parseHexColor("#fff; background:url(x)")).toBeNull();
  });
});

describe("contrast", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio([0, 0, 0], WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    expect(contrastRatio([0x76, 0x76, 0x76], WHITE)).toBeCloseTo(4.54, 2);
  });

  it("puts white text on a dark brand and dark text on a pale one", () => {
    expect(readableTextOn([0, 87, 184])).toEqual(WHITE);
    expect(readableTextOn([255, 200, 0])).not.toEqual(WHITE);
  });

  it("darkens a pale colour until it is AA text on white, and leaves a dark one alone", () => {
    const yellow = inkOnWhite([255, 200, 0]);
    expect(contrastRatio(yellow, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(inkOnWhite([0, 87, 184])).toEqual([0, 87, 184]);
  });
});

describe("tenantThemeVariables", () => {
  it("derives readable companions for the tenant's colours", () => {
    const vars = tenantThemeVariables({
      primaryColor: "#ffc800",
      accentColor: "#00607a",
      logoText: "X",
    });
    expect(vars["--brand"]).toBe("#ffc800");
    expect(vars["--on-brand"]).toBe("#151a22");
    expect(
      contrastRatio(defined(parseHexColor(defined(vars["--brand-ink"]))), WHITE),
    ).toBeGreaterThanOrEqual(AA_TEXT);
    expect(vars["--accent"]).toBe("#00607a");
  });

  it("sets nothing for a colour it cannot read", () => {
    expect(tenantThemeVariables({ primaryColor: "blue", accentColor: "", logoText: "X" })).toEqual(
      {},
    );
  });
});
