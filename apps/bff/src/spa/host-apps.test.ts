import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HostApps } from "./host-apps";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "host-apps-"));
  for (const app of ["web", "pionercup"]) {
    await mkdir(join(root, app));
    await writeFile(join(root, app, "index.html"), "<!doctype html>");
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("HostApps", () => {
  it("gives a listed host its app, whatever the port or case, and everyone else the portal", () => {
    const warnings: string[] = [];
    const apps = new HostApps(
      join(root, "web"),
      { "pionercup.localhost": join(root, "pionercup") },
      (m) => warnings.push(m),
    );
    expect(apps.distFor("PionerCup.localhost:4000")).toBe(join(root, "pionercup"));
    expect(apps.distFor("pionercup.localhost")).toBe(join(root, "pionercup"));
    expect(apps.distFor("localhost:4000")).toBe(join(root, "web"));
    expect(apps.distFor(undefined)).toBe(join(root, "web"));
    expect(apps.distFor("[::1]:4000")).toBe(join(root, "web"));
    expect(warnings).toEqual([]);
  });

  it("leaves out, with a warning, a front that is not built", () => {
    const warnings: string[] = [];
    const apps = new HostApps(
      join(root, "missing"),
      { "fontanka.localhost": join(root, "also-missing") },
      (m) => warnings.push(m),
    );
    expect(apps.isEmpty).toBe(true);
    expect(apps.distFor("fontanka.localhost")).toBeUndefined();
    expect(warnings).toHaveLength(2);
  });
});
