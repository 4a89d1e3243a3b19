#!/usr/bin/env node
// `npm run build:subpath`: the static export as GitHub Pages serves a project, under SUBPATH
// (scripts/subpath.mjs; RULESCOPE_BASE_PATH in next.config.mjs), with its Content-Security-Policy,
// into out-subpath/, where the e2e project "subpath" serves it. Next always exports to out/, so a
// root build already there is moved aside and put back.
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { SUBPATH, SUBPATH_OUT } from "./subpath.mjs";
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status})`);
};

const aside = existsSync("out") ? "out.root-build" : null;
if (aside) {
  rmSync(aside, { recursive: true, force: true });
  renameSync("out", aside);
}
try {
  run("npx", ["next", "build"], { RULESCOPE_BASE_PATH: SUBPATH });
  run("npx", ["tsx", "scripts/csp-postbuild.ts", "out"]);
  rmSync(SUBPATH_OUT, { recursive: true, force: true });
  renameSync("out", SUBPATH_OUT);
} finally {
  if (aside) {
    rmSync("out", { recursive: true, force: true });
    renameSync(aside, "out");
  }
}
