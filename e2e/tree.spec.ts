/**
 * The Files tree: create, rename, delete and select, by mouse and keyboard, on the default example
 * (crabcode-nearest-wins: /repo/{.git,AGENTS.md,packages/api/{CLAUDE.md,src/index.ts}}, cwd
 * /repo/packages/api, CLAUDE.md selected).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/guards";
import { showPane } from "./support/page";

function filesTree(page: Page) {
  const tree = page.getByRole("tree", { name: "Files" });
  return {
    tree,
    item: (name: string) => tree.getByRole("treeitem", { name, exact: true }),
    button: (name: string) => page.getByRole("button", { name, exact: true }),
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto("/#example/crabcode-nearest-wins");
  // Below 768 px the tree sits in the Files tab.
  await showPane(page, "Files");
  await expect(page.getByRole("tree", { name: "Files" })).toBeVisible();
});

test("shows the example's tree with the selected file and the working directory marked", async ({ page }) => {
  const t = filesTree(page);
  await expect(t.item("CLAUDE.md")).toHaveAttribute("aria-selected", "true");
  await expect(t.item("AGENTS.md")).toHaveAttribute("aria-selected", "false");
  await expect(t.item("api")).toHaveAccessibleDescription(/working directory/);
  await expect(t.item("api")).toHaveAttribute("aria-expanded", "true");
  await expect(t.item("src")).toHaveAttribute("aria-expanded", "false");
  await expect(t.item(".git")).toHaveAccessibleDescription(/empty folder/);
  await expect(t.item("home")).toHaveAttribute("aria-level", "1");
  await expect(t.item("CLAUDE.md")).toHaveAttribute("aria-level", "4");

  await t.item("AGENTS.md").click();
  await expect(t.item("AGENTS.md")).toHaveAttribute("aria-selected", "true");
  await expect(t.item("CLAUDE.md")).toHaveAttribute("aria-selected", "false");
  await t.item("src").click();
  await expect(t.item("src")).toHaveAttribute("aria-expanded", "true");
  await expect(t.item("index.ts")).toBeVisible();
});

test("creates a file and a folder, validates names, renames and deletes", async ({ page }) => {
  const t = filesTree(page);
  // New items go into the selected file's folder.
  await t.button("New file").click();
  const form = page.getByRole("form", { name: "New file in /repo/packages/api" });
  const name = form.getByRole("textbox", { name: "New file in /repo/packages/api" });
  await name.fill("a/b");
  await name.press("Enter");
  await expect(form.getByRole("alert")).toHaveText("A name cannot contain /.");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("CLAUDE.md");
  await name.press("Enter");
  await expect(form.getByRole("alert")).toHaveText("/repo/packages/api/CLAUDE.md already exists.");
  await name.fill("RULES.md");
  await name.press("Enter");
  await expect(t.item("RULES.md")).toHaveAttribute("aria-selected", "true");
  await expect(t.item("RULES.md")).toHaveAttribute("aria-level", "4");

  await t.button("New folder").click();
  const folder = page.getByRole("textbox", { name: "New folder in /repo/packages/api" });
  await folder.fill("docs");
  await folder.press("Enter");
  await expect(t.item("docs")).toHaveAccessibleDescription("empty folder");
  await expect(t.item("docs")).toHaveAttribute("aria-selected", "true");

  await t.button("Rename").click();
  const rename = page.getByRole("textbox", { name: "Rename /repo/packages/api/docs" });
  await expect(rename).toHaveValue("docs");
  await rename.fill("guides");
  await rename.press("Enter");
  await expect(t.item("guides")).toBeVisible();
  await expect(t.item("docs")).toHaveCount(0);

  // Renaming the working directory's folder moves the working directory with it.
  await t.item("api").click();
  await t.button("Rename").click();
  await page.getByRole("textbox", { name: "Rename /repo/packages/api" }).fill("server");
  await page.getByRole("textbox", { name: "Rename /repo/packages/api" }).press("Enter");
  await expect(t.item("server")).toHaveAccessibleDescription(/working directory/);
  await expect(t.item("api")).toHaveCount(0);

  // A file goes at once; a folder asks first and says how many files go with it.
  await t.item("AGENTS.md").click();
  await t.button("Delete").click();
  await expect(t.item("AGENTS.md")).toHaveCount(0);
  await t.item("packages").click();
  await t.button("Delete").click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm delete" });
  await expect(confirm).toContainText("Delete the folder /repo/packages and the 3 files in it?");
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await expect(t.item("packages")).toHaveCount(0);
  await expect(t.item("CLAUDE.md")).toHaveCount(0);
  // The working directory was inside: it falls back to the nearest folder left.
  await expect(t.item("repo")).toHaveAccessibleDescription(/working directory/);
});

test("follows the ARIA tree keyboard pattern", async ({ page }) => {
  const t = filesTree(page);
  await t.item("CLAUDE.md").focus();
  await page.keyboard.press("ArrowUp");
  await expect(t.item("src")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(t.item("src")).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowRight");
  await expect(t.item("index.ts")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(t.item("src")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(t.item("src")).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Home");
  await expect(t.item("home")).toBeFocused();
  await page.keyboard.press("End");
  await expect(t.item("AGENTS.md")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(t.item("AGENTS.md")).toHaveAttribute("aria-selected", "true");
  // One tab stop: only the current item is tabbable.
  await expect(t.tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("F2");
  await expect(page.getByRole("textbox", { name: "Rename /repo/AGENTS.md" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("textbox", { name: "Rename /repo/AGENTS.md" })).toHaveCount(0);
});

test("a hostile file name is shown as text", async ({ page }) => {
  const t = filesTree(page);
  const hostile = "<img src=x onerror=window.__xss=1>";
  await t.button("New file").click();
  const name = page.getByRole("textbox", { name: /^New file in / });
  await name.fill(hostile);
  await name.press("Enter");
  await expect(t.item(hostile)).toHaveAttribute("aria-selected", "true");
  await expect(t.item(hostile)).toContainText(hostile);
  expect(await page.locator("img").count()).toBe(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

test("a folder becomes the working directory or the home from its menu or a key", async ({ page, isMobile }) => {
  test.skip(isMobile, "a right click and Alt+W are desktop gestures; the Session tab has the fields on a phone");
  const t = filesTree(page);
  const cwd = page.getByRole("textbox", { name: "Working directory" });
  const prompt = page.getByRole("region", { name: "Composed prompt", includeHidden: true }).locator("pre");
  await expect(prompt).toContainText("Instructions from: /repo/packages/api/CLAUDE.md");
  // The context menu of /repo: the walk now starts at the root, whose AGENTS.md is the nearest file.
  await t.item("repo").click({ button: "right" });
  const menu = page.getByRole("menu", { name: "Actions for /repo" });
  await expect(menu.getByRole("menuitem")).toHaveText([/^Set as working directory/, /^Set as home directory/, /^Rename/, /^Delete/]);
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await menu.getByRole("menuitem", { name: /^Set as working directory/ }).click();
  await expect(menu).toHaveCount(0);
  await expect(cwd).toHaveValue("/repo");
  await expect(prompt).toContainText("Instructions from: /repo/AGENTS.md");
  await expect(t.item("repo")).toBeFocused();
  // Alt+W on a focused file's row takes its folder; Escape closes a menu and changes nothing.
  await t.item("CLAUDE.md").focus();
  await page.keyboard.press("Alt+KeyW");
  await expect(cwd).toHaveValue("/repo/packages/api");
  await page.keyboard.press("Shift+F10");
  await expect(page.getByRole("menu", { name: "Actions for /repo/packages/api/CLAUDE.md" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(cwd).toHaveValue("/repo/packages/api");
  // Alt+H on a folder makes it the home.
  await t.item("packages").focus();
  await page.keyboard.press("Alt+KeyH");
  await expect(page.getByRole("textbox", { name: "Home directory" })).toHaveValue("/repo/packages");
});
