import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and conformance tests sit next to the code; Playwright specs (e2e/) are not vitest's.
export default defineConfig({
  // The "@/..." imports of components/ resolve from the repo root, as in tsconfig.json.
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // The CLI bundle the command tests run, built once (test/global-setup.ts).
    globalSetup: ["test/global-setup.ts"],
  },
});
