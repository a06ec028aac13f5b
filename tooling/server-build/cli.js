#!/usr/bin/env node
// `reg-build-server [entry]`, run from an app's folder: builds dist/ and prints what it wrote.
import { buildServer } from "./build.js";

const { metafile } = await buildServer({
  appDir: process.cwd(),
  entry: process.argv[2] ?? "src/main.ts",
});
for (const [file, output] of Object.entries(metafile.outputs)) {
  if (file.endsWith(".js")) process.stdout.write(`${file} ${Math.round(output.bytes / 1024)} kB\n`);
}
