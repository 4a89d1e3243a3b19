/**
 * The first page: it opens on the default example (crabcode, nearest file wins), shows the exact composed
 * prompt, its sources and size, and switches examples from the Examples menu without a reload. Expected
 * crabcode prompts are written by hand from upstream's rules (see lib/agents/crabcode/index.ts):
 * "Instructions from: <path>\n", the file's text ending in a newline, and "\n\n---\n\n" between the
 * project file and the global file.
 */
import { expect, test } from "./support/guards";
import { playground } from "./support/page";
import { chooseExample, expectPrompt } from "./support/share-helpers";

const NEAREST_WINS = {
  id: "crabcode-nearest-wins",
  prompt:
    "Instructions from: /repo/packages/api/CLAUDE.md\n" +
    "# API rules\n- Every handler validates input with zod.\n" +
    "\n\n---\n\n" +
    "Instructions from: /home/user/.config/crabcode/AGENTS.md\n" +
    "Answer in English.\n",
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

test("opens on crabcode's nearest-wins example with its exact prompt, sources and size", async ({ page }) => {
  const ui = playground(page);
  await expect(page).toHaveTitle("Rulescope");
  await expectPrompt(page, NEAREST_WINS.prompt);
  await expect(ui.prompt).toHaveCount(1);
  await expect(ui.prompt).not.toContainText("Monorepo rules");
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();

  await expect(ui.source("/repo/packages/api/CLAUDE.md")).toContainText("included");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("shadowed");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("/repo/packages/api/CLAUDE.md is nearer");

  await expect(ui.stat("Bytes")).toHaveText(String(Buffer.byteLength(NEAREST_WINS.prompt)));
  await expect(ui.stat("Files")).toHaveText("2");
  const tokens = Number(await ui.stat("Tokens").textContent());
  expect(tokens).toBeGreaterThan(10);
  expect(tokens).toBeLessThan(Buffer.byteLength(NEAREST_WINS.prompt));
  // A fresh page with no link and no draft leaves the address alone.
  expect(await page.evaluate(() => location.hash)).toBe("");
});

test("choosing another example from the Examples menu re-resolves without a reload", async ({ page }) => {
  const ui = playground(page);
  await expectPrompt(page, NEAREST_WINS.prompt);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await chooseExample(page, CLAUDE_DISABLED.title);
  await expectPrompt(page, CLAUDE_DISABLED.prompt);
  await expect(ui.source("/repo/app/CLAUDE.md")).toContainText("disabled");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("included");
  await expect(ui.stat("Files")).toHaveText("1");

  await chooseExample(page, "crabcode: the nearest file wins, even a CLAUDE.md");
  await expectPrompt(page, NEAREST_WINS.prompt);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("the layout fits the viewport without sideways scrolling, with the Examples menu open too", async ({ page }) => {
  await expectPrompt(page, NEAREST_WINS.prompt);
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
