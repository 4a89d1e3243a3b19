/**
 * The Content-Security-Policy is shipped (response header and meta tag), names every inline script by
 * hash instead of allowing 'unsafe-inline', is enforced (injected scripts are refused), and the page
 * runs under it without a single violation: on load, in the editor and in Compare.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { test } from "./support/guards";
import { playground, showPane } from "./support/page";

const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** SHA-256 (base64) of every inline script in the live document, computed by the browser itself. */
function inlineScriptDigests(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const s of Array.from(document.scripts)) {
      if (s.src) continue;
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s.textContent ?? ""));
      out.push(btoa(String.fromCharCode(...new Uint8Array(digest))));
    }
    return out;
  });
}

test("script-src names each inline script by hash, with no 'unsafe-inline', in the header and in the page", async ({ page, request }) => {
  const res = await request.get("/");
  const header = res.headers()["content-security-policy"];
  expect(header, "the server sends the policy as a header").toBeTruthy();
  const fromHeader = directives(header);
  const scriptSrc = fromHeader.get("script-src")!;
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  for (const s of scriptSrc.slice(1)) expect(s).toMatch(HASH);
  // Only a header can forbid framing.
  expect(fromHeader.get("frame-ancestors")).toEqual(["'none'"]);

  await page.goto("/");
  await expect(playground(page).composed).toBeVisible();
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveCount(1);
  const fromMeta = await meta.getAttribute("content");
  // The same policy, less what a meta tag cannot carry.
  expect(`${fromMeta}; frame-ancestors 'none'`).toBe(header);
  // First in <head> after the charset, so it governs every script the parser meets.
  expect(
    await page.evaluate(() => [...document.head.children].findIndex((e) => e.getAttribute("http-equiv") === "Content-Security-Policy")),
  ).toBe(1);
  expect(await page.evaluate(() => [...document.head.children][0].getAttribute("charset"))).toBe("utf-8");

  // Every inline script the page carries is one the policy names (hashed here by the browser).
  const digests = await inlineScriptDigests(page);
  expect(digests.length).toBeGreaterThan(0);
  for (const d of digests) expect(scriptSrc).toContain(`'sha256-${d}'`);
});

test("no violations on load, while typing in the editor, and in Compare", async ({ page, isMobile }) => {
  const ui = playground(page);
  const violations = () => page.evaluate(() => window.__cspViolations ?? []);
  await page.goto("/#example/crabcode-nearest-wins");
  await expect(ui.prompt).toContainText("Every handler validates input", { timeout: 20_000 });
  expect(await violations()).toEqual([]);

  // The editor: Monaco on desktop (styles itself at run time), the plain textarea on a phone.
  await showPane(page, "Files");
  const editor = page.getByRole("textbox", { name: "Editor for /repo/packages/api/CLAUDE.md" });
  if (!isMobile)
    await expect(page.locator(".monaco-editor .view-lines")).toContainText("Every handler validates input", { timeout: 20_000 });
  await editor.focus();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n- typed under the policy");
  await showPane(page, "Result");
  await expect(ui.prompt).toContainText("- typed under the policy");
  expect(await violations()).toEqual([]);

  // Compare runs its own session worker and lazy chunks.
  await page
    .getByRole("button", { name: "Compare", exact: true })
    .or(page.getByRole("tab", { name: "Compare", exact: true }))
    .click();
  const compare = page.getByRole("region", { name: "Compare", exact: true });
  await compare.getByRole("checkbox", { name: "Codex CLI", exact: true }).check();
  await expect(compare.getByRole("region", { name: "Codex CLI", exact: true }).locator("pre")).not.toBeEmpty({ timeout: 20_000 });
  await compare.getByRole("heading", { name: "Precedence map" }).scrollIntoViewIfNeeded();
  await expect(compare.getByRole("status").filter({ hasText: /director/ })).not.toContainText("Computing", { timeout: 20_000 });
  expect(await violations()).toEqual([]);
});

base("a script injected from another origin is blocked before it loads", async ({ page, baseURL }) => {
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
  // The only console errors are the browser's refusal of that script, once per policy in force: the
  // response header's and the meta tag's.
  expect(consoleErrors).toHaveLength(2);
  for (const e of consoleErrors) expect(e).toMatch(/^Loading the script 'https:\/\/example\.invalid\/x\.js' violates/);
});

base("an injected inline script does not run: no 'unsafe-inline', and its hash is not listed", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Composed prompt" })).toBeVisible();
  const outcome = await page.evaluate(
    () =>
      new Promise<{ violation: string; ran: unknown }>((done) => {
        document.addEventListener(
          "securitypolicyviolation",
          (e) =>
            setTimeout(
              () => done({ violation: `${e.effectiveDirective} ${e.blockedURI}`, ran: (window as { __injected?: unknown }).__injected }),
              50,
            ),
          { once: true },
        );
        const s = document.createElement("script");
        s.textContent = "window.__injected = 1";
        document.body.append(s);
        setTimeout(() => done({ violation: "none", ran: (window as { __injected?: unknown }).__injected }), 3000);
      }),
  );
  expect(outcome).toEqual({ violation: "script-src-elem inline" });
});
