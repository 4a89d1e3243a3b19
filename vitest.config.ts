import { defineConfig } from "vitest/config";

// Unit and conformance tests sit next to the code; Playwright specs (e2e/) are not vitest's.
export default defineConfig({
  test: {
    include: ["lib/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
