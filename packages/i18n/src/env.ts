// The tests' one reader of the environment (the package itself runs in the browser and reads none).

/** The environment lingui's CLI runs with in a test: this process's, plus `extra`. */
export function cliEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
