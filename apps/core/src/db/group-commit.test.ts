import { describe, expect, it } from "vitest";
import { GroupCommit, oneLane, type BatchAnswer } from "./group-commit";

interface Item {
  person: string;
  n: number;
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A run that records its batches and answers each item with `n * 10`, finishing when told to. */
function recordingRun(
  answer: (item: Item) => BatchAnswer<number> = (item) => ({ answer: item.n * 10 }),
) {
  const batches: { lane: string; items: Item[] }[] = [];
  const pending: (() => void)[] = [];
  const run = (lane: string, items: readonly Item[]): Promise<BatchAnswer<number>[]> => {
    batches.push({ lane, items: [...items] });
    return new Promise((resolve) => pending.push(() => resolve(items.map(answer))));
  };
  /** Waits until a batch is under way, then lets every batch under way answer. */
  const finish = async (): Promise<void> => {
    while (pending.length === 0) await turn();
    for (const done of pending.splice(0)) done();
  };
  return { run, batches, finish };
}

const ofPerson = (item: Item): string => item.person;
const item = (person: string, n: number): Item => ({ person, n });

describe("GroupCommit", () => {
  it("runs what arrives in one turn as one batch, and what arrives meanwhile as the next", async () => {
    const { run, batches, finish } = recordingRun();
    const commit = new GroupCommit(run, { maxBatch: 10, keyOf: ofPerson });
    const first = [commit.submit("race", item("a", 1)), commit.submit("race", item("b", 2))];
    await turn();
    const later = [
      commit.submit("race", item("c", 3)),
      commit.submit("race", item("d", 4)),
      commit.submit("race", item("e", 5)),
    ];
    await turn();
    // The second batch waits for the first: one batch of a lane under way at a time.
    expect(batches.map((b) => b.items.map((i) => i.n))).toEqual([[1, 2]]);
    await finish();
    expect(await Promise.all(first)).toEqual([10, 20]);
    await turn();
    expect(batches.map((b) => b.items.map((i) => i.n))).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    await finish();
    expect(await Promise.all(later)).toEqual([30, 40, 50]);
    expect(commit.activeLanes).toBe(0);
  });

  it("never puts one person twice in a batch: the second press waits for the next one", async () => {
    const { run, batches, finish } = recordingRun();
    const commit = new GroupCommit(run, { maxBatch: 10, keyOf: ofPerson });
    const answers = Promise.all([
      commit.submit("race", item("a", 1)),
      commit.submit("race", item("a", 2)),
      commit.submit("race", item("b", 3)),
    ]);
    await finish();
    await finish();
    expect(await answers).toEqual([10, 20, 30]);
    expect(batches.map((b) => b.items.map((i) => i.n))).toEqual([[1, 3], [2]]);
  });

  it("keeps a batch within maxBatch, in arrival order", async () => {
    const { run, batches, finish } = recordingRun();
    const commit = new GroupCommit(run, { maxBatch: 2, keyOf: ofPerson });
    const answers = Promise.all(
      ["a", "b", "c", "d", "e"].map((person, n) => commit.submit("race", item(person, n))),
    );
    for (let i = 0; i < 3; i++) await finish();
    expect(await answers).toEqual([0, 10, 20, 30, 40]);
    expect(batches.map((b) => b.items.map((i) => i.person))).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e"],
    ]);
  });

  it("runs lanes independently of each other", async () => {
    const { run, batches, finish } = recordingRun();
    const commit = new GroupCommit(run, { maxBatch: 10, keyOf: ofPerson });
    const answers = Promise.all([
      commit.submit("one", item("a", 1)),
      commit.submit("two", item("a", 2)),
    ]);
    await turn();
    expect(batches.map((b) => b.lane).sort()).toEqual(["one", "two"]);
    await finish();
    expect(await answers).toEqual([10, 20]);
  });

  it("fails every item of a failing batch with its error, and goes on with the next batch", async () => {
    let calls = 0;
    const commit = new GroupCommit<string, Item, number>(
      async (_lane, items) => {
        calls++;
        if (calls === 1) throw new Error("statement failed");
        return items.map((i) => ({ answer: i.n }));
      },
      { maxBatch: 10, keyOf: ofPerson },
    );
    const failed = [commit.submit("race", item("a", 1)), commit.submit("race", item("b", 2))].map(
      (p) =>
        p.then(
          () => "answered",
          (e: unknown) => String(e),
        ),
    );
    expect(await Promise.all(failed)).toEqual([
      "Error: statement failed",
      "Error: statement failed",
    ]);
    expect(await commit.submit("race", item("c", 3))).toBe(3);
    expect(commit.activeLanes).toBe(0);
  });

  it("runs a batch whose error may be one item's again in halves, in arrival order, until the culprits stand alone", async () => {
    const runs: number[][] = [];
    const poisoned = new Set([3, 6]);
    const commit = new GroupCommit<string, Item, number>(
      async (_lane, items) => {
        runs.push(items.map((i) => i.n));
        if (items.some((i) => poisoned.has(i.n)))
          throw new Error(`bad data in ${items.map((i) => i.n).join(",")}`);
        return items.map((i) => ({ answer: i.n * 10 }));
      },
      {
        maxBatch: 10,
        keyOf: ofPerson,
        isolates: (error) => error instanceof Error && error.message.startsWith("bad data"),
      },
    );
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
        commit
          .submit("race", item(`p${n}`, n))
          .then(String, (e: unknown) => (e instanceof Error ? `refused ${n}` : "?")),
      ),
    );
    expect(answers).toEqual(["10", "20", "refused 3", "40", "50", "refused 6", "70", "80"]);
    // Earlier arrivals always run first; the good ones never see the culprits' batches fail them.
    expect(runs).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [1, 2, 3, 4],
      [1, 2],
      [3, 4],
      [3],
      [4],
      [5, 6, 7, 8],
      [5, 6],
      [5],
      [6],
      [7, 8],
    ]);
    expect(commit.activeLanes).toBe(0);
  });

  it("fails the whole batch when the error is not an item's (isolates says no): nothing is run again", async () => {
    let calls = 0;
    const commit = new GroupCommit<string, Item, number>(
      async () => {
        calls++;
        throw new Error("connection lost");
      },
      { maxBatch: 10, keyOf: ofPerson, isolates: () => false },
    );
    const failed = await Promise.all(
      [commit.submit("race", item("a", 1)), commit.submit("race", item("b", 2))].map((p) =>
        p.then(String, (e: unknown) => String(e)),
      ),
    );
    expect(failed).toEqual(["Error: connection lost", "Error: connection lost"]);
    expect(calls).toBe(1);
  });

  it("puts items answered 'again' first into the next batch", async () => {
    let round = 0;
    const batches: string[][] = [];
    const commit = new GroupCommit<string, Item, number>(
      async (_lane, items) => {
        round++;
        batches.push(items.map((i) => i.person));
        return items.map((i) =>
          round === 1 && i.person === "b" ? { again: true } : { answer: i.n },
        );
      },
      { maxBatch: 2, keyOf: ofPerson },
    );
    const answers = await Promise.all([
      commit.submit("race", item("a", 1)),
      commit.submit("race", item("b", 2)),
      commit.submit("race", item("c", 3)),
    ]);
    expect(answers).toEqual([1, 2, 3]);
    expect(batches).toEqual([
      ["a", "b"],
      ["b", "c"],
    ]);
  });

  it("refuses a batch size that is not a positive whole number", () => {
    const run = async (): Promise<BatchAnswer<number>[]> => [];
    expect(() => new GroupCommit(run, { maxBatch: 0, keyOf: ofPerson })).toThrow("maxBatch");
  });
});

describe("oneLane", () => {
  /** What PostgreSQL says of a row that breaks a check: 23514 check_violation. */
  const checkViolation = (): Error => Object.assign(new Error("violates check"), { code: "23514" });

  it("batches what arrives together, and narrows a row's data error down to its own item", async () => {
    const batches: number[][] = [];
    const submit = oneLane(
      async (items: readonly number[]) => {
        batches.push([...items]);
        if (items.includes(13)) throw checkViolation();
        return items.map((n) => ({ answer: n * 10 }));
      },
      { maxBatch: 10, keyOf: String },
    );
    const answers = await Promise.allSettled([1, 13, 3, 4].map(submit));
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : "refused"))).toEqual([
      10,
      "refused",
      30,
      40,
    ]);
    expect(batches[0]).toEqual([1, 13, 3, 4]);
    expect(batches).toContainEqual([13]);
  });

  it("fails the whole batch on an error that is not a row's", async () => {
    const submit = oneLane(
      async (): Promise<BatchAnswer<number>[]> => {
        throw new Error("connection lost");
      },
      { maxBatch: 10, keyOf: String },
    );
    const answers = await Promise.allSettled([1, 2].map(submit));
    expect(answers.map((a) => a.status)).toEqual(["rejected", "rejected"]);
  });
});
