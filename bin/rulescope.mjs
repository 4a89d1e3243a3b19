#!/usr/bin/env node
// Launcher for the `rulescope` command: registers tsx (a dependency) so Node can load the TypeScript
// CLI, then runs it in this same process (no child process: signals and exit codes pass straight through).
import { register } from "tsx/esm/api";

register();
await import(new URL("../lib/cli/main.ts", import.meta.url).href);
