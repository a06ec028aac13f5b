/** Asks `check` every 50 ms until it holds; throws after `timeoutMs` (a fault test's waits). */
export async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
