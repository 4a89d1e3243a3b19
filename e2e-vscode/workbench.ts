/** What a person does in VS Code's workbench, by keyboard and the labels it shows. */
import { expect, type Locator, type Page } from "@playwright/test";

const quickInput = (page: Page): Locator => page.locator(".quick-input-widget");

/** Runs a command from the command palette (F1), by the title it lists. */
export async function runCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press("F1");
  const input = quickInput(page).locator("input");
  await expect(input).toBeVisible();
  await input.fill(`>${title}`);
  await expect(quickInput(page).getByRole("option", { name: title }).first()).toBeVisible();
  await page.keyboard.press("Enter");
}

/** Picks an item of the quick pick that is open, by its label. */
export async function pick(page: Page, label: string): Promise<void> {
  const input = quickInput(page).locator("input");
  await expect(input).toBeVisible();
  await input.fill(label);
  await expect(quickInput(page).getByRole("option", { name: label, exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
}

/**
 * Opens a rule file of the workspace folder by its path there ("big/AGENTS.md"). Quick Open is given the
 * absolute path, and Enter waits until the first result is that file ("AGENTS.md big, ..."), not an
 * entry of the list shown before the search answered.
 */
export async function openFile(page: Page, folder: string, rel: string): Promise<void> {
  const name = rel.split("/").at(-1)!;
  const dir = rel.split("/").slice(0, -1).join("/");
  await page.keyboard.press("Control+P");
  const input = quickInput(page).locator("input");
  await expect(input).toBeVisible();
  await input.fill(`${folder}/${rel}`);
  // The label names the file and its folder in the workspace: only that file has it.
  const label = dir ? `${name} ${dir}` : name;
  await expect(quickInput(page).getByRole("option").first()).toHaveAttribute("aria-label", new RegExp(`^${escape(label)}, `));
  await page.keyboard.press("Enter");
  await expect(activeTab(page)).toHaveAttribute("data-resource-name", name);
  // Every file the tests open is a rule file, Markdown to the editor (.mdc by the extension's own
  // association): until the status bar says so, the editor has not given it to the extension yet.
  await expect(page.locator('[id="status.editor.mode"]')).toHaveText("Markdown");
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const activeTab = (page: Page): Locator => page.locator(".tabs-container .tab.active");

/** The editor in the active group (the one with the focus or last focused). */
export const activeEditor = (page: Page): Locator => page.locator(".editor-group-container.active .monaco-editor").first();

/** Moves the cursor to a line (1-based), column 1, in the active editor. */
export async function goToLine(page: Page, line: number): Promise<void> {
  await page.keyboard.press("Control+G");
  const input = quickInput(page).locator("input");
  await expect(input).toBeVisible();
  await input.fill(`:${line}`);
  await page.keyboard.press("Enter");
  await expect(page.locator(".statusbar-item", { hasText: `Ln ${line}, Col 1` })).toBeVisible();
}

/** The Problems panel, opened with its shortcut. */
export async function problems(page: Page): Promise<Locator> {
  const panel = page.locator(".markers-panel");
  if (!(await panel.isVisible())) await page.keyboard.press("Control+Shift+M");
  await expect(panel).toBeVisible();
  return panel;
}
