import { link, readFile, rm, writeFile } from "node:fs/promises";

/** Folders this process holds: its own pid in a lock file is only stale when the folder isn't here. */
const heldHere = new Set<string>();

function isHeld(pid: number, lockPath: string): boolean {
  if (pid === process.pid) return heldHere.has(lockPath);
  return isRunning(pid);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder corrupts it. A pid file
 * beside the folder makes the second start fail with a clear message; a dead owner's file is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir.replace(/[/\\]+$/, "")}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    // The pid is written to a private file first and hard-linked into place, so the lock appears
    // atomically with its content: nobody ever reads a half-written one.
    const draft = `${lockPath}.${process.pid}`;
    await writeFile(draft, String(process.pid));
    try {
      await link(draft, lockPath);
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number((await readFile(lockPath, "utf8").catch(() => "")).trim());
      // A container restarted after a crash often gets the same pid again: that file is stale.
      if (Number.isInteger(owner) && owner > 0 && isHeld(owner, lockPath)) {
        throw new Error(
          `PGlite data folder ${dataDir} is in use by process ${owner}; set DATA_DIR or DATABASE_URL`,
          {
            cause: error,
          },
        );
      }
      await rm(lockPath, { force: true });
    } finally {
      await rm(draft, { force: true });
    }
  }
  throw new Error(`Could not lock the PGlite data folder ${dataDir}`);
}
