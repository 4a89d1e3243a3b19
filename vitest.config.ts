import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and conformance tests sit next to the code; Playwright specs (e2e/) are not vitest's.
export default defineConfig({
  // The "@/..." imports of components/ resolve from the repo root, as in tsconfig.json.
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts", "lab/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // The CLI bundle the command tests run, built once (test/global-setup.ts).
    globalSetup: ["test/global-setup.ts"],
    // One worker per core, not vitest's default of one fewer: many tests wait on the commands they
    // spawn, and on this project's 2-core machine one worker left a core idle (198 s against 134 s).
    maxWorkers: availableParallelism(),
  },
});
