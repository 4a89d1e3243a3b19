/**
 * The first page: it opens on the default example (Codex, a monorepo's stack and the override that wins),
 * shows the exact composed prompt, its sources and size, and switches examples from the Examples menu
 * without a reload. Expected prompts are written by hand from the profiles' rules. Codex
 * (lib/agents/codex/README.md): the block opens "# AGENTS.md instructions for <cwd>\n\n<INSTRUCTIONS>\n",
 * the global ~/.codex/AGENTS.md comes first, trimmed, then "\n\n--- project-doc ---\n\n", then one doc
 * per folder from the root down (AGENTS.override.md before AGENTS.md) joined by "\n\n", and the block
 * closes "\n</INSTRUCTIONS>". crabcode: "Instructions from: <path>\n" and the file's text.
 */
import { expect, test } from "./support/guards";
import { playground } from "./support/page";
import { chooseExample, expectPrompt } from "./support/share-helpers";

const MONOREPO = {
  title: "Codex: a monorepo's rules, root to cwd, and the override that wins",
  prompt:
    "# AGENTS.md instructions for /repo/services/api\n\n<INSTRUCTIONS>\n" +
    "Answer in English." +
    "\n\n--- project-doc ---\n\n" +
    "# Monorepo\n- Use pnpm, never npm.\n- Run `pnpm test` before you commit.\n" +
    "\n\n" +
    "# API, this week\n- The integration tests are flaky: run them with --retries 2.\n" +
    "\n</INSTRUCTIONS>",
};

// CRABCODE_DISABLE_CLAUDE_CODE=1: /repo/app/CLAUDE.md is skipped, the walk reaches /repo/AGENTS.md,
// ~/.claude/CLAUDE.md is skipped and there is no crabcode global file.
const CLAUDE_DISABLED = {
  title: "crabcode: CRABCODE_DISABLE_CLAUDE_CODE drops CLAUDE.md files",
  prompt: "Instructions from: /repo/AGENTS.md\nRoot rules.\n",
};

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("opens on Codex's monorepo example with its exact prompt, sources and size", async ({ page }) => {
  const ui = playground(page);
  await expect(page).toHaveTitle("Rulescope");
  await expectPrompt(page, MONOREPO.prompt);
  await expect(ui.prompt).toHaveCount(1);
  await expect(ui.prompt).not.toContainText("Handlers validate input");
  await expect(ui.prompt).not.toContainText("For Claude Code");
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();

  await expect(ui.source("/repo/services/api/AGENTS.override.md")).toContainText("included");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("included");
  await expect(ui.source("/repo/services/api/AGENTS.md")).toContainText("shadowed");

  await expect(ui.stat("Bytes")).toHaveText(String(Buffer.byteLength(MONOREPO.prompt)));
  await expect(ui.stat("Files")).toHaveText("3");
  const tokens = Number(await ui.stat("Tokens").textContent());
  expect(tokens).toBeGreaterThan(10);
  expect(tokens).toBeLessThan(Buffer.byteLength(MONOREPO.prompt));
  // A fresh page with no link and no draft leaves the address alone.
  expect(await page.evaluate(() => location.hash)).toBe("");
});

test("choosing another example from the Examples menu re-resolves without a reload", async ({ page }) => {
  const ui = playground(page);
  await expectPrompt(page, MONOREPO.prompt);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await chooseExample(page, CLAUDE_DISABLED.title);
  await expectPrompt(page, CLAUDE_DISABLED.prompt);
  await expect(ui.source("/repo/app/CLAUDE.md")).toContainText("disabled");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("included");
  await expect(ui.stat("Files")).toHaveText("1");

  await chooseExample(page, MONOREPO.title);
  await expectPrompt(page, MONOREPO.prompt);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("the layout fits the viewport without sideways scrolling, with the Examples menu open too", async ({ page }) => {
  await expectPrompt(page, MONOREPO.prompt);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Examples" }).click();
  await expect(page.getByRole("menu", { name: "Examples" })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  const box = await page.getByRole("menu", { name: "Examples" }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
});

test("ships a Content-Security-Policy that keeps scripts and requests on this origin", async ({ page }) => {
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  const directives = new Map(
    (csp ?? "").split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("script-src")).toContain("'self'");
  expect(directives.get("script-src")).not.toContain("'unsafe-eval'");
  expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
  expect(directives.get("connect-src")).toEqual(["'self'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'none'"]);
  // No source anywhere names another host or a scheme wildcard: keywords and script hashes only.
  for (const sources of directives.values()) for (const s of sources) expect(s).toMatch(/^'([a-z-]+|sha256-[A-Za-z0-9+/]{43}=)'$/);
});
