import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

describe("lockDataDir", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "reg-lock-"));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("writes our pid beside the folder and removes it on unlock", async () => {
    const dataDir = join(folder, "pglite");
    const unlock = await lockDataDir(dataDir);
    expect(await readFile(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    await unlock();
    await expect(readFile(`${dataDir}.lock`, "utf8")).rejects.toThrow();
  });

  it("refuses a folder held by a live process", async () => {
    const dataDir = join(folder, "pglite");
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      await writeFile(`${dataDir}.lock`, String(other.pid));
      await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("refuses a second open of the same folder in this process", async () => {
    const dataDir = join(folder, "pglite");
    const unlock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${process.pid}`);
    await unlock();
    await (
      await lockDataDir(dataDir)
    )();
  });

  it("takes over a stale lock bearing our own pid (a restarted container)", async () => {
    const dataDir = join(folder, "pglite");
    await writeFile(`${dataDir}.lock`, String(process.pid));
    const unlock = await lockDataDir(dataDir);
    await unlock();
  });

  it("takes over a lock left by a dead process", async () => {
    const dataDir = join(folder, "pglite");
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.on("exit", resolve));
    await writeFile(`${dataDir}.lock`, String(dead.pid));
    const unlock = await lockDataDir(dataDir);
    expect(await readFile(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    await unlock();
  });
});
