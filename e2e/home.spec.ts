/**
 * The first page: pick an agent and an example, see the exact composed prompt, its sources and
 * diagnostics. Expected crabcode prompts are written by hand from upstream's rules (see
 * lib/agents/crabcode/index.ts): "Instructions from: <path>\n", the file's text ending in a newline,
 * and "\n\n---\n\n" between the project file and the global file.
 */
import { expect, test } from "./support/guards";
import { playground } from "./support/page";

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
const CLAUDE_DISABLED = { id: "crabcode-claude-disabled", prompt: "Instructions from: /repo/AGENTS.md\nRoot rules.\n" };

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("opens on crabcode's first example with its exact prompt, sources and size", async ({ page }) => {
  const ui = playground(page);
  await expect(page).toHaveTitle("Rulescope");
  await expect(ui.agent).toHaveValue("crabcode");
  await expect(ui.example).toHaveValue(NEAREST_WINS.id);

  await expect(ui.prompt).toHaveCount(1);
  expect(await ui.promptText()).toBe(NEAREST_WINS.prompt);
  await expect(ui.prompt).toContainText("Instructions from: /repo/packages/api/CLAUDE.md");
  await expect(ui.prompt).not.toContainText("Monorepo rules");
  await expect(ui.prompt).not.toContainText("Use pnpm");
  // Rule text is a single text node of the <pre>, never parsed as markup.
  expect(await ui.prompt.evaluate((pre) => [...pre.childNodes].map((n) => n.nodeName))).toEqual(["#text"]);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();

  await expect(ui.source("/repo/packages/api/CLAUDE.md")).toContainText("included");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("shadowed");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("/repo/packages/api/CLAUDE.md is nearer");
  await expect(ui.diagnostics).toContainText("No diagnostics.");

  await expect(ui.stat("Bytes")).toHaveText(String(Buffer.byteLength(NEAREST_WINS.prompt)));
  await expect(ui.stat("Files")).toHaveText("2");
  const tokens = Number(await ui.stat("Tokens").textContent());
  expect(tokens).toBeGreaterThan(10);
  expect(tokens).toBeLessThan(Buffer.byteLength(NEAREST_WINS.prompt));
});

test("switching the example re-resolves without a reload", async ({ page }) => {
  const ui = playground(page);
  await ui.example.selectOption(CLAUDE_DISABLED.id);
  await expect(ui.prompt).toHaveText(CLAUDE_DISABLED.prompt, { useInnerText: false });
  expect(await ui.promptText()).toBe(CLAUDE_DISABLED.prompt);
  await expect(ui.source("/repo/app/CLAUDE.md")).toContainText("disabled");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("included");
  await expect(ui.stat("Files")).toHaveText("1");

  await ui.example.selectOption(NEAREST_WINS.id);
  await expect.poll(ui.promptText).toBe(NEAREST_WINS.prompt);
});

test("the layout fits the viewport without sideways scrolling", async ({ page }) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
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
  expect(directives.get("connect-src")).toEqual(["'self'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'none'"]);
  // No source anywhere names another host or a scheme wildcard.
  for (const sources of directives.values()) for (const s of sources) expect(s).toMatch(/^'[a-z-]+'$/);
});
