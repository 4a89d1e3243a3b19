#!/usr/bin/env node
// `npm run build:vscode [-- --vsix <file>] [--outdir <dir>]`: the extension's code
// (src/extension.ts, bundled with vscode-languageclient, `vscode` left to the editor) into
// dist/extension.js, the `rulescope` command bundle into server/ (the language server it starts),
// the license beside them; with --vsix, the package made by @vscode/vsce. --outdir builds a copy of
// the extension folder elsewhere (the tests do, so they never race over this one).
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, "..", "..");
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? resolve(process.argv[i + 1]) : undefined;
};
const out = arg("--outdir") ?? here;
const vsix = arg("--vsix");

if (out !== here) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const f of ["package.json", "README.md", ".vscodeignore"]) cpSync(join(here, f), join(out, f));
}
rmSync(join(out, "dist"), { recursive: true, force: true });
await build({
  absWorkingDir: repo,
  entryPoints: [join(here, "src", "extension.ts")],
  outfile: join(out, "dist", "extension.js"),
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node18",
  minify: true,
  external: ["vscode"],
  legalComments: "eof",
  logLevel: "warning",
});
const cli = spawnSync(process.execPath, [join(repo, "scripts", "build-cli.mjs"), "--outdir", join(out, "server")], { stdio: "inherit" });
if (cli.status !== 0) process.exit(cli.status ?? 1);
cpSync(join(repo, "LICENSE"), join(out, "LICENSE"));
if (vsix) {
  const vsce = join(repo, "node_modules", "@vscode", "vsce", "vsce");
  // Everything is bundled: no node_modules to list or ship.
  const r = spawnSync(process.execPath, [vsce, "package", "--no-dependencies", "--out", vsix], { cwd: out, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
