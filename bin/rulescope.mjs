#!/usr/bin/env node
// The repository's own launcher for the `rulescope` command: registers tsx (a devDependency) so Node
// can load the TypeScript CLI, then runs it in this same process (no child process: signals and exit
// codes pass straight through). The CLI tests run it. The published package runs the bundle instead,
// dist/rulescope.mjs (npm run build:cli), which needs no loader.
import { register } from "tsx/esm/api";

register();
await import(new URL("../lib/cli/main.ts", import.meta.url).href);
