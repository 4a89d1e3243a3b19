#!/usr/bin/env node
// `node scripts/run-bundled.mjs <entry.ts> [args...]`: run a TypeScript benchmark as shipped code runs.
//
// tsx compiles with esbuild's keepNames, which wraps every function it creates in a `__name()` call
// (an Object.defineProperty per closure, each time a closure is made). Neither the CLI bundle
// (scripts/build-cli.mjs) nor the page's build does that, and in resolve() it was 10-25% of a
// cheap agent's time. So the entry is bundled here without keepNames (npm packages left as imports)
// into node_modules/.cache, where those imports still resolve, and imported in this process. The
// entry sees process.argv as under tsx (argv[1] its own .ts path, its arguments from argv[2]); that
// path is not the bundle's `import.meta.url`, so a bundled module's "run as a script" branch
// (scripts/gen-monorepo.ts has one) stays off.
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const entry = process.argv[2];
if (!entry) {
  console.error("usage: node scripts/run-bundled.mjs <entry.ts> [args...]");
  process.exit(2);
}
const outdir = join(root, "node_modules", ".cache", "rulescope-bundled");
mkdirSync(outdir, { recursive: true });
const outfile = join(outdir, `${entry.replace(/[^A-Za-z0-9]+/g, "-")}.mjs`);
await build({
  absWorkingDir: root,
  entryPoints: [resolve(root, entry)],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: `node${process.versions.node}`,
  keepNames: false,
  logLevel: "warning",
});
process.argv.splice(1, 2, resolve(root, entry));
await import(pathToFileURL(outfile).href);
