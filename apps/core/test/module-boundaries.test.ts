import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const coreDir = fileURLToPath(new URL("..", import.meta.url));
/**
 * Core's own lint config, running the rule under test alone and parsing without type information: the
 * rule reads import paths only, and building the typed program of the whole app cost this file most of
 * its time (over the 30 s limit beside a bench:rush loop).
 */
const eslint = new ESLint({
  cwd: coreDir,
  ruleFilter: ({ ruleId }) => ruleId === "modules/front-door",
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** What the rule says of `code` given as the text of `file`, an existing file of apps/core. */
async function frontDoorProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(coreDir, file) });
  if (!result) throw new Error("ESLint returned no result");
  expect(result.fatalErrorCount).toBe(0);
  return result.messages.filter((m) => m.ruleId === "modules/front-door").map((m) => m.message);
}

describe("a core module is entered only through its index.ts (lint rule modules/front-door)", () => {
  it("fails a module that imports another module's internal file", async () => {
    const problems = await frontDoorProblems(
      "src/modules/payments/flows/pay-info.ts",
      'import { cartView } from "../../registration/order-and-cart/cart-view";\nexport const used = cartView;\n',
    );
    expect(problems).toEqual([
      "'../../registration/order-and-cart/cart-view' is an internal file of the registration module: import it from the module's index.ts ('../../registration').",
    ]);
  });

  it("fails type-only imports and re-exports of an internal file too", async () => {
    const problems = await frontDoorProblems(
      "src/modules/images/pictures.ts",
      'import type { UserRow } from "../account/queries";\nexport type Row = UserRow;\nexport { hashPassword } from "../account/password";\n',
    );
    expect(problems).toHaveLength(2);
  });

  it("fails the app's set-up reaching into a module", async () => {
    const problems = await frontDoorProblems(
      "src/build-app.ts",
      'import { SlotTaker } from "./modules/registration/slot-take/slot-taker";\nexport const taker = SlotTaker;\n',
    );
    expect(problems).toHaveLength(1);
  });

  it("passes imports of a module's index and imports within one module", async () => {
    const problems = await frontDoorProblems(
      "src/modules/payments/flows/pay-info.ts",
      [
        'import { cartView } from "../../registration";',
        'import { findSessionUser } from "../../account/index";',
        'import { requestOrigin } from "./order-links";',
        'import { SANDBOX_TEST_CARDS } from "../sandbox/test-cards";',
        "export const used = [cartView, findSessionUser, requestOrigin, SANDBOX_TEST_CARDS];",
        "",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
  });
});
