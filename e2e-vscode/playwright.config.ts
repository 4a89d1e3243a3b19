// The VS Code extension (editors/vscode) in a real VS Code: code-server, driven in Debian's Chromium
// (/usr/bin/chromium; Playwright never downloads a browser here). Apart from the page's suite (e2e/):
// `npx playwright test -c e2e-vscode` (code-server is installed on first use, then cached).
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from "../e2e/support/chromium";

export default defineConfig({
  testDir: ".",
  // One VS Code, one page, the specs in order: each is one thing a person does in it.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  outputDir: join(tmpdir(), "rulescope-e2e-vscode-results"),
  use: {
    browserName: "chromium",
    headless: true,
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // No name resolves but 127.0.0.1's: nothing the workbench asks for can leave the machine.
      args: [...QUIET_CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    },
    screenshot: "only-on-failure",
  },
});
