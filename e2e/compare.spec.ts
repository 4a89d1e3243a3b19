/**
 * The Compare view and the precedence map (issue 4) on the default example (crabcode-nearest-wins:
 * /repo has .git, cwd /repo/packages/api, files /repo/AGENTS.md, /repo/packages/api/CLAUDE.md and the
 * crabcode global ~/.config/crabcode/AGENTS.md). Expectations are written by hand from the agents' rules:
 * codex stacks AGENTS.md files from the git root down to the cwd (only /repo/AGENTS.md exists, and
 * codex does not read CLAUDE.md); crabcode takes the nearest project file only (CLAUDE.md counts) and
 * adds its global file after a --- line.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/guards";
import { playground } from "./support/page";
import { grantClipboard, readClipboard } from "./support/share-helpers";

const ROOT = "/repo/AGENTS.md";
const CLAUDE = "/repo/packages/api/CLAUDE.md";
const GLOBAL = "/home/user/.config/crabcode/AGENTS.md";

/** Load the page, wait until it is live (the main preview has resolved), and open Compare. */
async function openCompare(page: Page, path = "/#example/crabcode-nearest-wins"): Promise<Locator> {
  await page.goto(path);
  await expect(playground(page).prompt).toContainText("Every handler validates input", { timeout: 20_000 });
  const compare = page.getByRole("region", { name: "Compare", exact: true });
  if (!(await compare.isVisible())) {
    const toggle = page.getByRole("button", { name: "Compare", exact: true }).or(page.getByRole("tab", { name: "Compare", exact: true }));
    await toggle.click();
  }
  await expect(compare).toBeVisible();
  return compare;
}

const column = (compare: Locator, name: string) => compare.getByRole("region", { name, exact: true });
const pre = (compare: Locator, name: string) => column(compare, name).locator("pre");

/** The precedence map's cell for a directory (row) and an agent (0-based column after the directory). */
function mapCell(map: Locator, dir: string, agent: number): Locator {
  return map
    .getByRole("row")
    .filter({ has: map.page().getByRole("rowheader", { name: dir, exact: true }) })
    .getByRole("cell")
    .nth(agent);
}

async function cellFiles(cell: Locator): Promise<{ text: string; title: string | null }[]> {
  return cell.getByRole("button").evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? "", title: e.getAttribute("title") })));
}

test("crabcode and codex side by side: prompts, sources, differences, matrix and diff", async ({ page }, testInfo) => {
  const compare = await openCompare(page);
  const crab = compare.getByRole("checkbox", { name: "crabcode", exact: true });
  const codex = compare.getByRole("checkbox", { name: "Codex CLI", exact: true });
  await crab.check();
  await codex.check();
  // Exactly two chosen: neither may be unchecked (at least two agents), the others may be added.
  await expect(crab).toBeDisabled();
  await expect(codex).toBeDisabled();
  await expect(compare.getByRole("checkbox", { name: "ion", exact: true })).toBeEnabled();

  await expect(pre(compare, "crabcode")).toHaveCount(1);
  await expect
    .poll(() => pre(compare, "crabcode").evaluate((e) => e.textContent))
    .toBe(
      `Instructions from: ${CLAUDE}\n# API rules\n- Every handler validates input with zod.\n\n\n---\n\nInstructions from: ${GLOBAL}\nAnswer in English.\n`,
    );
  const codexText = await pre(compare, "Codex CLI").evaluate((e) => e.textContent ?? "");
  expect(codexText).toContain("<INSTRUCTIONS>\n# Monorepo rules\n- Use pnpm.\n");
  expect(codexText).not.toContain("API rules");
  expect(codexText).not.toContain("Answer in English");

  // Sources: status and reason per column.
  const crabRoot = column(compare, "crabcode")
    .getByRole("listitem")
    .filter({ has: page.locator("code").getByText(ROOT, { exact: true }) });
  await expect(crabRoot).toContainText("shadowed");
  await expect(crabRoot).toContainText("nearer");
  const codexRoot = column(compare, "Codex CLI")
    .getByRole("listitem")
    .filter({ has: page.locator("code").getByText(ROOT, { exact: true }) });
  await expect(codexRoot).toContainText("included");

  // What differs, in words, and the marked matrix rows.
  const differs = compare.getByRole("region", { name: "What differs" });
  await expect(differs.getByRole("listitem").filter({ hasText: `${ROOT}: loaded by codex; not by crabcode.` })).toHaveCount(1);
  await expect(differs.getByRole("listitem").filter({ hasText: `${CLAUDE}: loaded by crabcode; not by codex.` })).toHaveCount(1);
  const matrix = compare.getByRole("region", { name: "Files by agent" });
  const rootRow = matrix.getByRole("row").filter({ has: page.getByRole("rowheader", { name: ROOT, exact: true }) });
  await expect(rootRow).toHaveAttribute("data-differs", "true");
  await expect(rootRow.getByRole("cell")).toHaveText(["shadowed", "1st", "≠ loaded by some only"]);
  const claudeRow = matrix.getByRole("row").filter({ has: page.getByRole("rowheader", { name: CLAUDE, exact: true }) });
  await expect(claudeRow.getByRole("cell")).toHaveText(["1st", "not considered", "≠ loaded by some only"]);

  // A third agent adds a column; removing it goes back to two.
  const ion = compare.getByRole("checkbox", { name: "ion", exact: true });
  await ion.check();
  await expect(column(compare, "ion")).toBeVisible();
  await expect(crab).toBeEnabled();
  await ion.uncheck();
  await expect(column(compare, "ion")).toHaveCount(0);

  const diff = compare.getByRole("region", { name: "Prompt diff" });
  if (testInfo.project.name === "phone") {
    // Below 768 px: the plain two-column line diff.
    const table = diff.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["crabcode", "Codex CLI"]);
    await expect(table.locator('tr[data-kind="changed"], tr[data-kind="added"]').filter({ hasText: "Use pnpm." })).not.toHaveCount(0);
    await expect(
      table.locator('tr[data-kind="changed"], tr[data-kind="removed"]').filter({ hasText: "Every handler validates input" }),
    ).not.toHaveCount(0);
  } else {
    // Desktop: Monaco's diff editor from the bundled monaco-editor (the guards fail any CDN request).
    const editor = diff.locator(".monaco-diff-editor");
    await expect(editor).toBeVisible({ timeout: 20_000 });
    await expect(editor.locator(".editor.original .view-lines")).toContainText("API rules");
    await expect(editor.locator(".editor.modified .view-lines")).toContainText("Monorepo rules");
  }

  // Live: a session edit reaches every column without a button. At /repo crabcode's nearest file is
  // the root AGENTS.md, so both agents now load it and the diff shrinks to the wrappers.
  if (testInfo.project.name === "phone") await page.getByRole("tab", { name: "Session" }).click();
  await page.getByRole("textbox", { name: "Working directory" }).fill("/repo");
  await expect(pre(compare, "crabcode")).toContainText(`Instructions from: ${ROOT}\n# Monorepo rules`);
  await expect(pre(compare, "crabcode")).not.toContainText("API rules");
  await expect(pre(compare, "Codex CLI")).toContainText("# AGENTS.md instructions for /repo\n");
  await expect(differs.getByRole("listitem").filter({ hasText: ROOT })).toHaveCount(0);

  // Closing the view unmounts the columns and the diff editor cleanly (the guards fail on any error).
  const toggle = page.getByRole("button", { name: "Compare", exact: true });
  if ((await toggle.count()) === 1 && (await toggle.getAttribute("aria-pressed")) === "true") {
    await toggle.click();
    await expect(compare).toHaveCount(0);
    await page.waitForTimeout(500);
  }
});

test("precedence map: once seen it finishes even when scrolled away", async ({ page }) => {
  const compare = await openCompare(page);
  const map = compare.getByRole("region", { name: "Precedence map" });
  // A glimpse, then back to the top at once: a map cancelled off screen sat at "Computing… 0 of N cells".
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole("status").first()).not.toHaveText(/comes into view/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(map.getByRole("status").first()).toHaveText("9 directories.", { timeout: 30_000 });
  await expect(map.getByRole("button", { name: "Copy map as Markdown" })).toBeEnabled();
});

test("precedence map: cells per directory, click to open, Markdown copy and download", async ({ page, context, baseURL }, testInfo) => {
  await grantClipboard(context, baseURL!);
  const compare = await openCompare(page);
  const map = compare.getByRole("region", { name: "Precedence map" });
  const copy = map.getByRole("button", { name: "Copy map as Markdown" });
  // The map is computed while it is on screen; the columns above it may still grow and push it away.
  await expect(async () => {
    await map.scrollIntoViewIfNeeded();
    await expect(copy).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(map.getByRole("status").first()).toHaveText("9 directories.");
  expect(await map.getByRole("columnheader").allTextContents()).toEqual(["Working directory", "crabcode", "Codex CLI"]);

  // /repo: crabcode loads the root AGENTS.md (nearest) and its global file; codex the root AGENTS.md.
  expect(await cellFiles(mapCell(map, "/repo", 0))).toEqual([
    { text: "AGENTS.md", title: ROOT },
    { text: "~/.config/crabcode/AGENTS.md", title: GLOBAL },
  ]);
  expect(await cellFiles(mapCell(map, "/repo", 1))).toEqual([{ text: "AGENTS.md", title: ROOT }]);
  // /repo/packages/api: crabcode takes the nearer CLAUDE.md instead; codex still stacks from the root.
  // Every row names a file the same way: from the project folder /repo, ~/ for home.
  expect(await cellFiles(mapCell(map, "/repo/packages/api", 0))).toEqual([
    { text: "packages/api/CLAUDE.md", title: CLAUDE },
    { text: "~/.config/crabcode/AGENTS.md", title: GLOBAL },
  ]);
  expect(await cellFiles(mapCell(map, "/repo/packages/api", 1))).toEqual([{ text: "AGENTS.md", title: ROOT }]);
  // Rows outside the project are folded until asked for; there codex loads nothing.
  await expect(map.getByRole("rowheader", { name: "/", exact: true })).toHaveCount(0);
  await map.getByRole("button", { name: /^Show \d+ more rows? outside it/ }).click();
  await expect(mapCell(map, "/", 1)).toHaveText("—");

  // A file in a cell opens it: it becomes the selected file, marked wherever the map shows it.
  const rootInApi = mapCell(map, "/repo/packages/api", 1).getByRole("button", { name: "AGENTS.md", exact: true });
  await rootInApi.click();
  await expect(rootInApi).toHaveAttribute("aria-current", "true");
  await expect(mapCell(map, "/repo", 1).getByRole("button", { name: "AGENTS.md", exact: true })).toHaveAttribute("aria-current", "true");

  await copy.click();
  await expect(map.getByRole("status").filter({ hasText: "Copied the map as Markdown (9 rows)." })).toBeVisible();
  const md = await readClipboard(page);
  expect(md.startsWith("| cwd | crabcode | codex |\n|---|---|---|\n")).toBe(true);
  expect(md).toContain(`| \`/repo/packages/api\` | \`${CLAUDE}\`<br>\`${GLOBAL}\` | \`${ROOT}\` |\n`);
  expect(md).toContain("| `/` | `" + GLOBAL + "` | — |\n");

  const [download] = await Promise.all([page.waitForEvent("download"), map.getByRole("button", { name: "Download map (.md)" }).click()]);
  expect(download.suggestedFilename()).toBe("rulescope-precedence-map.md");
  const saved = testInfo.outputPath("map.md");
  await download.saveAs(saved);
  const { readFile } = await import("node:fs/promises");
  expect(await readFile(saved, "utf8")).toBe(md);
});

test("the compared agents travel in the permalink", async ({ page, browser }, testInfo) => {
  const compare = await openCompare(page);
  await compare.getByRole("checkbox", { name: "ion", exact: true }).check();
  await expect(column(compare, "ion")).toBeVisible();
  await page.waitForTimeout(1000);
  const hash = await expect
    .poll(() => page.evaluate(() => location.hash), { timeout: 5_000 })
    .toMatch(/^#v1\//)
    .then(() => page.evaluate(() => location.hash))
    .catch(() => null);
  test.skip(
    hash === null,
    "this checkout does not write the scenario into the URL fragment (share engineer's usePersistence is not mounted)",
  );

  // A fresh context: no draft, nothing but the link.
  const fresh = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: testInfo.project.name === "phone",
    hasTouch: testInfo.project.name === "phone",
  });
  try {
    const other = await fresh.newPage();
    const problems: string[] = [];
    other.on("pageerror", (e) => problems.push(e.message));
    other.on("console", (m) => void (m.type() === "error" && problems.push(m.text())));
    await other.goto(`${new URL(page.url()).origin}/${hash}`);
    const reopened = other.getByRole("region", { name: "Compare", exact: true });
    await expect(reopened).toBeVisible({ timeout: 20_000 });
    for (const name of ["crabcode", "Codex CLI", "ion"]) await expect(reopened.getByRole("checkbox", { name, exact: true })).toBeChecked();
    await expect(reopened.getByRole("checkbox", { name: "opencode", exact: true })).not.toBeChecked();
    await expect(column(reopened, "ion").locator("pre")).toHaveCount(1);
    await expect(pre(reopened, "Codex CLI")).toContainText("Use pnpm.");
    expect(problems).toEqual([]);
  } finally {
    await fresh.close();
  }
});

test("the page's scripts, Compare's included, carry no resolver: only the worker runs profiles", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one layout is enough: the chunks are the same");
  const compare = await openCompare(page);
  await compare.getByRole("checkbox", { name: "crabcode", exact: true }).check();
  await compare.getByRole("checkbox", { name: "Codex CLI", exact: true }).check();
  await expect(compare.getByText("not by", { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  // The window's resource entries list the scripts the page loaded (the worker's own are its own).
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((n) => /\.js(\?|$)/.test(n)),
  );
  const bodies = await Promise.all(scripts.map((u) => page.request.get(u).then((r) => r.text())));
  const holding = (text: string) => scripts.filter((_, i) => bodies[i].includes(text));
  // Compare's own code did load (a sentence it writes for a difference)...
  expect(holding("load the same files in a different order").length).toBeGreaterThan(0);
  // ...and no profile's: a sentence only Claude Code's resolver writes, and the tokenizer's ranks.
  expect(holding("so reading it attaches no instruction files")).toEqual([]);
  expect(holding("BytePairEncoding")).toEqual([]);
});
