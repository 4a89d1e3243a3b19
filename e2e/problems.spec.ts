/**
 * The Problems panel: `check` over the tree in its own worker, each finding a row that opens its file
 * at its line; markers and quick fixes in Monaco; the budget ruler; the tree's status badges.
 * Screenshots go to .scratch/ (gitignored) for a look by eye.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/guards";
import { showPane, showView, openCheckAgents } from "./support/page";
import { openScenario } from "./support/share-helpers";

const SHOTS = ".scratch";

const wrongCase = {
  version: 1,
  agent: "codex",
  cwd: "/repo",
  files: {
    "/repo/.git": { dir: true },
    "/repo/Agents.md": "# Rules\n- Use pnpm.\n- Never commit secrets <script>window.__xss=1</script>\n",
    "/repo/src/index.ts": "export {};\n",
  },
};

function problems(page: Page) {
  return page.getByRole("region", { name: "Problems" });
}

function findingRow(page: Page, code: string, path: string) {
  return problems(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: code, exact: true }) })
    .filter({ hasText: path });
}

async function monacoReady(page: Page) {
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 45_000 });
}

test("Problems lists a wrong-case file; the toolbar counts it; the code links to its page", async ({ page }) => {
  await page.goto("/");
  await openScenario(page, wrongCase);
  await showPane(page, "Result");
  const row = findingRow(page, "wrong-case", "/repo/Agents.md");
  await expect(row).toHaveCount(1, { timeout: 45_000 });
  await expect(row).toContainText("case-sensitive");
  await expect(row).toContainText("codex");
  // The check's agents: the current one is ticked by default.
  const agents = await openCheckAgents(page);
  await expect(agents.getByRole("checkbox", { name: "codex", exact: true })).toBeChecked();
  const count = await problems(page).getByRole("listitem").count();
  // The count: the toolbar's button on a phone, the bottom panel's tab (per level) on the workbench.
  const counter = page.getByRole("button", { name: `Problems: ${count}` }).or(page.getByRole("tab", { name: /^Problems \d/ }));
  await expect(counter).toBeVisible();
  const perLevel = [...((await counter.textContent()) ?? "").matchAll(/(\d+) (?:error|warning|info)/g)].map((m) => Number(m[1]));
  if (perLevel.length > 0) expect(perLevel.reduce((a, b) => a + b, 0)).toBe(count);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await problems(page).screenshot({ path: `${SHOTS}/problems-wrong-case.png` });

  const href = await row.getByRole("link", { name: "wrong-case" }).getAttribute("href");
  expect(href).toBe("/checks/wrong-case");
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1, name: "wrong-case" })).toBeVisible();
  await expect(page.getByText("Rename the file")).toBeVisible();
});

test("unticking every agent says so, and the default comes back", async ({ page }) => {
  await page.goto("/");
  await openScenario(page, wrongCase);
  await showPane(page, "Result");
  await expect(findingRow(page, "wrong-case", "/repo/Agents.md")).toHaveCount(1, { timeout: 45_000 });
  const agents = await openCheckAgents(page);
  const ticked = agents.getByRole("checkbox", { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await expect(problems(page)).toContainText("No agent is chosen", { timeout: 45_000 });
  await problems(page).getByRole("button", { name: "Back to the default" }).click();
  await expect(findingRow(page, "wrong-case", "/repo/Agents.md")).toHaveCount(1, { timeout: 45_000 });
});

test.describe("desktop: Monaco", () => {
  test.setTimeout(120_000);
  test.skip(({ isMobile }) => isMobile, "Monaco is not used below 768 px");

  test("a row opens the file; a marker shows; the quick fix renames it and the finding goes", async ({ page }) => {
    await page.goto("/");
    await openScenario(page, wrongCase);
    const row = findingRow(page, "wrong-case", "/repo/Agents.md");
    await expect(row).toHaveCount(1, { timeout: 45_000 });
    await row.locator("p").first().click();
    await expect(page.getByRole("textbox", { name: "Editor for /repo/Agents.md" })).toHaveCount(1, { timeout: 45_000 });
    await monacoReady(page);
    await expect(page.locator(".monaco-editor .squiggly-warning").first()).toBeAttached({ timeout: 45_000 });
    // The tree says the file is never read.
    await expect(page.locator('[role=treeitem][data-path="/repo/Agents.md"] [data-badge]')).toHaveAttribute("data-badge", "never read");
    await page.locator(".monaco-editor .view-lines").click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.press("Control+.");
    const fix = page.getByText("Rename to AGENTS.md (wrong-case)");
    await expect(fix).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/monaco-quick-fix.png` });
    await page.keyboard.press("Enter");
    await expect(page.locator('[role=treeitem][data-path="/repo/AGENTS.md"]')).toHaveCount(1);
    await expect(findingRow(page, "wrong-case", "/repo/Agents.md")).toHaveCount(0, { timeout: 45_000 });
    await expect(page.locator('[role=treeitem][data-path="/repo/AGENTS.md"] [data-badge]')).toHaveAttribute("data-badge", "loaded", {
      timeout: 45_000,
    });
  });

  test("a budget cut: the row opens the file at the line, the ruler and caption follow typing", async ({ page }) => {
    await page.goto("/#example/codex-shared-budget");
    const row = findingRow(page, "budget-cut", "/repo/web/AGENTS.md");
    await expect(row).toHaveCount(1, { timeout: 45_000 });
    await expect(row).toContainText("/repo/web/AGENTS.md:2");
    // A cut is instructions lost: an error, with a one-line headline, and the coverage says it first.
    await expect(row).toContainText("error");
    // The level's shape is drawn, not a glyph a machine's fonts may lack (U+26D4 showed as a box).
    await expect(row.locator('svg[data-level-icon="error"]')).toHaveCount(1);
    expect(await row.textContent()).not.toMatch(/[\u26d4\u26a0\u2139]/);
    await expect(row).toContainText("codex cuts this file at line 2");
    const coverage = page.getByRole("table", { name: "What each agent receives" });
    await expect(coverage.getByRole("row", { name: /codex/ })).toContainText("cuts /repo/web/AGENTS.md");
    await page.getByRole("region", { name: "Problems" }).screenshot({ path: `${SHOTS}/problems-coverage.png` });
    await row.getByRole("button", { name: /AGENTS\.md:2/ }).click();
    await monacoReady(page);
    await expect(page.getByRole("textbox", { name: "Editor for /repo/web/AGENTS.md" })).toHaveCount(1);
    const ruler = page.locator(".monaco-editor .rulescope-budget-ruler");
    await expect(ruler).toHaveCount(1, { timeout: 45_000 });
    await expect(ruler).toContainText("codex's budget ends here");
    await expect(page.locator(".monaco-editor .rulescope-unsent").first()).toBeVisible();
    const caption = page.getByTestId("budget-caption");
    await expect(caption).toContainText("codex sends 28 of 69 bytes");
    await expect(caption).toContainText("cut at line 2");
    await page
      .locator(".monaco-editor")
      .first()
      .screenshot({ path: `${SHOTS}/budget-ruler.png` });
    await page.getByRole("region", { name: "Editor" }).screenshot({ path: `${SHOTS}/budget-ruler-caption.png` });
    await page.screenshot({ path: `${SHOTS}/budget-page.png` });
    // Shorten the root doc: more budget is left for this one, so the cut moves down a line.
    await page.locator('[role=treeitem][data-path="/repo/AGENTS.md"]').click();
    await expect(page.getByRole("textbox", { name: "Editor for /repo/AGENTS.md" })).toHaveCount(1);
    await page.locator(".monaco-editor .view-lines").click();
    await page.keyboard.press("Control+End");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowUp");
    await page.keyboard.press("Shift+End");
    await page.keyboard.press("Delete");
    await page.locator('[role=treeitem][data-path="/repo/web/AGENTS.md"]').click();
    await expect(page.getByRole("textbox", { name: "Editor for /repo/web/AGENTS.md" })).toHaveCount(1);
    await expect(caption).not.toContainText("codex sends 28 of", { timeout: 45_000 });
    await expect(caption).toContainText("codex sends all 69 bytes");
    await expect(ruler).toHaveCount(0);
  });

  test("tree badges match the Sources panel's statuses", async ({ page }) => {
    await page.goto("/#example/crabcode-nearest-wins");
    // Rows of the list (the status counts beside the heading are list items too, without a path).
    const sources = page
      .getByRole("region", { name: "Sources", includeHidden: true })
      .getByRole("listitem")
      .filter({ has: page.locator("code") });
    await showView(page, "Sources");
    await expect(sources.first()).toBeVisible({ timeout: 45_000 });
    const want: Record<string, string> = { included: "loaded", truncated: "cut", shadowed: "shadowed", unmatched: "not matched" };
    let compared = 0;
    for (const item of await sources.all()) {
      const status = (await item.locator("span").first().textContent())!.trim();
      const path = (await item.locator("code").first().textContent())!.trim();
      const node = page.locator(`[role=treeitem][data-path="${path}"]`);
      if ((await node.count()) === 0 || !(status in want)) continue;
      await expect(node.locator("[data-badge]")).toHaveAttribute("data-badge", want[status]);
      await expect(node).toHaveAccessibleDescription(new RegExp(`crabcode: ${want[status]}`));
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(2);
    await page.getByRole("region", { name: "Files" }).screenshot({ path: `${SHOTS}/tree-badges.png` });
  });
});

test.describe("phone: plain editor", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout only");
  test("the plain editor lists the open file's findings", async ({ page }) => {
    await page.goto("/");
    await openScenario(page, wrongCase);
    await showPane(page, "Result");
    const row = findingRow(page, "wrong-case", "/repo/Agents.md");
    await expect(row).toHaveCount(1, { timeout: 45_000 });
    await row.getByRole("button", { name: "/repo/Agents.md" }).click();
    // Opening a problem switches to the Files tab, where the editor shows the file.
    await expect(page.getByRole("tab", { name: "Files" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: "Problems in this file" })).toContainText("wrong-case");
  });
});

test("an uploaded folder can replace the tree, and Problems then checks it", async ({ page }) => {
  const { mkdirSync, mkdtempSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = join(mkdtempSync(join(tmpdir(), "rulescope-problems-")), "team-repo");
  mkdirSync(join(dir, "src"), { recursive: true });
  writeFileSync(join(dir, "Agents.md"), "# Uploaded rules\n");
  writeFileSync(join(dir, "src/a.ts"), "export {};\n");
  await page.goto("/");
  await showPane(page, "Files");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload folder", exact: true }).click();
  await (await chooser).setFiles(dir);
  // An upload lands alone, in a fresh workspace, and opens its rule file; the earlier files are offered back.
  await expect(page.getByRole("status", { name: "Upload report" })).toContainText("The tree now holds only /upload/team-repo");
  await expect(page.locator('[role=treeitem][data-path="/repo"]')).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Editor" }).getByText("/upload/team-repo/Agents.md", { exact: true })).toBeVisible();
  const choice = page.getByRole("group", { name: "Keep the other files?" });
  await expect(choice.getByRole("button", { name: "Keep the earlier files beside it" })).toBeVisible();
  await showPane(page, "Result");
  await expect(findingRow(page, "wrong-case", "/upload/team-repo/Agents.md")).toHaveCount(1, { timeout: 45_000 });
  await expect(problems(page).getByRole("listitem").filter({ hasText: "/repo/" })).toHaveCount(0);
  // Asked for, the earlier files come back beside the upload.
  await showPane(page, "Files");
  await choice.getByRole("button", { name: "Keep the earlier files beside it" }).click();
  await expect(page.locator('[role=treeitem][data-path="/repo"]')).toHaveCount(1);
  await expect(page.getByRole("status", { name: "Upload report" })).toContainText("Kept beside the files that were already here.");
});
