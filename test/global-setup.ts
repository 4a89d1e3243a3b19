/**
 * Once per test run: the CLI bundle, built with the package's own layout beside it (package.json,
 * docs/checks), for the tests that run the `rulescope` command. Each run of bin/rulescope.mjs
 * compiled the TypeScript CLI through tsx again (most of a second each, some 150 runs); the bundle
 * is what the package ships, built from the same sources.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildPackageCopy } from "./cli-bundle";

declare module "vitest" {
  export interface ProvidedContext {
    /** The bundled `rulescope` command (dist/rulescope.mjs in a copy of the package). */
    cliBin: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "rulescope-cli-"));
  // Readable by all: one test runs the command as an unprivileged user.
  chmodSync(dir, 0o755);
  buildPackageCopy(dir);
  project.provide("cliBin", join(dir, "dist", "rulescope.mjs"));
  return () => rmSync(dir, { recursive: true, force: true });
}
