#!/usr/bin/env node
// Build dist/rulescope.mjs with only what the bundle is made of: esbuild and the packages
// scripts/cli-packages.mjs lists, at package.json's versions, installed into a folder of their own
// (.cli-build/) that is removed afterwards. The pre-commit hook runs this on its first use, so a
// team's first commit does not install the playground's 690 MB of dependencies.
// Prints what it installed and what it left, in bytes, on stderr.
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILDER, CLI_PACKAGES } from "./cli-packages.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const work = join(root, ".cli-build");
const linked = join(root, "node_modules");

/** Bytes under a folder, links not followed. */
function sizeOf(path) {
  const st = lstatSync(path);
  if (!st.isDirectory()) return st.size;
  return readdirSync(path).reduce((n, name) => n + sizeOf(join(path, name)), 0);
}

const dev = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).devDependencies ?? {};
const wanted = Object.fromEntries([BUILDER, ...CLI_PACKAGES].map((name) => [name, dev[name] ?? "*"]));
rmSync(work, { recursive: true, force: true });
mkdirSync(work);
writeFileSync(join(work, "package.json"), JSON.stringify({ private: true, dependencies: wanted }, null, 2));
const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--no-package-lock", "--prefer-offline", "--loglevel=error"], {
  cwd: work,
  stdio: ["ignore", "inherit", "inherit"],
});
if (npm.status !== 0) {
  rmSync(work, { recursive: true, force: true });
  console.error("rulescope: installing what the bundle needs failed (see npm's message above).");
  process.exit(1);
}
const installed = sizeOf(join(work, "node_modules"));
// build-cli.mjs resolves packages from the repository's node_modules: lend it this one (a clone
// with its own node_modules has everything already and is left alone).
const lent = !existsSync(linked);
if (lent) symlinkSync(join(work, "node_modules"), linked, "dir");
try {
  const built = spawnSync(process.execPath, [join(root, "scripts", "build-cli.mjs")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
} finally {
  if (lent) rmSync(linked);
  rmSync(work, { recursive: true, force: true });
}
console.error(
  `build-cli-minimal: installed ${(installed / 1e6).toFixed(1)} MB to build (removed again); dist/ is ${(sizeOf(join(root, "dist")) / 1e6).toFixed(1)} MB.`,
);
