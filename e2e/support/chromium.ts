/**
 * Debian's Chromium as both Playwright suites launch it (the page's, e2e/, and VS Code's, e2e-vscode/):
 * Playwright never downloads a browser here, and these flags keep Chromium from phoning home, so
 * "no request leaves 127.0.0.1" checks see only the page's own traffic.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const QUIET_CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
