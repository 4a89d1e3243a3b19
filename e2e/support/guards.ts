/**
 * A `test` whose every page is watched: any page error, console error, failed HTTP response,
 * Content-Security-Policy violation or request to another origin fails the test.
 */
import { test as base, expect } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
    __xss?: unknown;
  }
}

export interface GuardOptions {
  /** Paths whose HTTP error status is expected (e.g. a 404 test). */
  expectedErrorPaths: string[];
}

export const test = base.extend<GuardOptions & { guard: void }>({
  expectedErrorPaths: [[], { option: true }],
  guard: [
    async ({ page, baseURL, expectedErrorPaths }, use) => {
      const origin = new URL(baseURL!).origin;
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        if (m.type() !== "error") return;
        // Chrome logs every HTTP error as a console error too; an expected one is not a problem.
        const at = m.location().url;
        if (at && expectedErrorPaths.includes(new URL(at).pathname)) return;
        problems.push(`console error: ${m.text()}`);
      });
      page.context().on("request", (r) => {
        const url = new URL(r.url());
        if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin) problems.push(`foreign request: ${r.url()}`);
      });
      page.on("response", (r) => {
        const url = new URL(r.url());
        if (r.status() >= 400 && !expectedErrorPaths.includes(url.pathname)) problems.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (e) => {
          // The policy forbids eval on purpose. Bundled libraries probe for it inside try/catch
          // (zod's JIT check, the util polyfill's generator check) and fall back; code that truly
          // needs eval would throw an EvalError and show up as a page error instead.
          if (e.blockedURI === "eval") return;
          window.__cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      await use();
      if (!page.isClosed()) {
        const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
        problems.push(...violations.map((v) => `CSP violation: ${v}`));
      }
      expect(problems, "the page stayed clean").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
