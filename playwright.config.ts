// End-to-end tests against the static export (build first: `npm run build`). Runs Debian's
// chromium (/usr/bin/chromium); Playwright never downloads a browser here. The flags keep Chromium
// from phoning home, so the "no request leaves 127.0.0.1" checks see only the page's own traffic.
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { SUBPATH, SUBPATH_OUT } from "./scripts/subpath.mjs";
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from "./e2e/support/chromium";

// E2E_PORT lets several checkouts run their e2e suites side by side (scripts/e2e-sandbox.sh).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The sub-path build (npm run build:subpath; npm test makes it) is served on the next port, under its
// base path. Without that build (a bare `npm run build`), its project and server are left out.
const SUBPATH_URL = `http://127.0.0.1:${PORT + 1}${SUBPATH}`;
const withSubpath = existsSync(`${SUBPATH_OUT}/index.html`);

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  // Two browsers at a time: on this project's 2-core machine the suite took 334 s with one, 210 s with
  // two (the specs assert no timings; they print them). E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI a spec that fails once is run again and, if it passes, counted as flaky (npm test names
  // each one): a race in the page shows up, but does not stop the landing on its own.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...QUIET_CHROMIUM_ARGS, "--disable-quic"],
    },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { viewport: devices["Desktop Chrome"].viewport }, testIgnore: /subpath\.spec\.ts$/ },
    {
      // Pixel 5's viewport, touch and mobile flags, on the same chromium binary: the specs whose subject
      // is the layout (tabs instead of columns, the plain editor, the panes, the result and Problems
      // shown in a tab). The rest (agents, hostile input, permalinks, uploads...) runs the same code
      // whatever the width, and runs once, on the desktop.
      name: "phone",
      use: { ...devices["Pixel 5"], browserName: "chromium" },
      testMatch: /\/(panes|editor|problems|session|compare|result|home|tree|a11y)\.spec\.ts$/,
    },
    // The export built for a sub-path, served under it as GitHub Pages does.
    ...(withSubpath
      ? [
          {
            name: "subpath",
            use: { viewport: devices["Desktop Chrome"].viewport, baseURL: `${SUBPATH_URL}/` },
            testMatch: /subpath\.spec\.ts$/,
          },
        ]
      : []),
  ],
  webServer: [
    {
      // The CSP step is idempotent; running it here keeps a bare `npx next build` testable too.
      command: `npx tsx scripts/csp-postbuild.ts out && node scripts/serve.mjs out ${PORT}`,
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(withSubpath
      ? [
          {
            command: `node scripts/serve.mjs ${SUBPATH_OUT} ${PORT + 1} ${SUBPATH}`,
            url: `${SUBPATH_URL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
