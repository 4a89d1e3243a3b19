/** The Content-Security-Policy is enforced, not just present: an injected foreign script is refused. */
import { expect, test } from "@playwright/test";

test("a script injected from another origin is blocked before it loads", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: { url: string; outcome: string }[] = [];
  const consoleErrors: string[] = [];
  page.on("requestfailed", (r) => {
    if (new URL(r.url()).origin !== origin) foreign.push({ url: r.url(), outcome: r.failure()?.errorText ?? "" });
  });
  page.on("requestfinished", (r) => {
    if (new URL(r.url()).origin !== origin) foreign.push({ url: r.url(), outcome: "loaded" });
  });
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Composed prompt" })).toBeVisible();

  const violation = await page.evaluate(
    () =>
      new Promise<string>((done) => {
        document.addEventListener("securitypolicyviolation", (e) => done(`${e.effectiveDirective} ${e.blockedURI}`), { once: true });
        const s = document.createElement("script");
        s.src = "https://example.invalid/x.js";
        document.head.append(s);
        setTimeout(() => done("no violation"), 3000);
      }),
  );
  expect(violation).toBe("script-src-elem https://example.invalid/x.js");
  // Chromium reports the attempt, then cancels it: nothing reaches the network.
  await expect.poll(() => foreign).toEqual([{ url: "https://example.invalid/x.js", outcome: "csp" }]);
  // The only console error is the browser's refusal of that script.
  expect(consoleErrors).toHaveLength(1);
  expect(consoleErrors[0]).toContain("example.invalid");
});
