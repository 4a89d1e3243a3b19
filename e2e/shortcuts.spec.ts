/**
 * Keyboard shortcuts (listed on `?`), and the theme control: light, dark and system, kept across reloads.
 */
import { expect, test } from "./support/guards";
import { composedPre, expectPrompt, grantClipboard, loadLib, readClipboard } from "./support/share-helpers";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  const { defaultExample, promptOf } = await loadLib();
  await expectPrompt(page, promptOf(defaultExample.scenario));
});

test("? lists the shortcuts; Esc closes the dialog", async ({ page }) => {
  await page.locator("body").press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  for (const keys of ["Ctrl/Cmd + S", "Ctrl/Cmd + Enter", "Esc", "?"])
    await expect(dialog.locator("kbd", { hasText: keys }).first()).toBeVisible();
  await expect(dialog).toContainText("Share: copy the link to this scenario");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});

test("? typed into a text field is just a character", async ({ page }) => {
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.setAttribute("aria-label", "scratch");
    document.body.prepend(input);
  });
  await page.getByLabel("scratch").press("?");
  await expect(page.getByLabel("scratch")).toHaveValue("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toHaveCount(0);
});

test("Ctrl/Cmd+S copies the link instead of saving the page", async ({ page, context, baseURL }) => {
  await grantClipboard(context, baseURL!);
  const prevented = page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        const onKey = (e: KeyboardEvent) => {
          if (e.key.toLowerCase() !== "s") return;
          window.removeEventListener("keydown", onKey);
          setTimeout(() => done(e.defaultPrevented));
        };
        window.addEventListener("keydown", onKey);
      }),
  );
  await page.locator("body").press("ControlOrMeta+s");
  expect(await prevented).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await readClipboard(page)).toMatch(new RegExp(`^${baseURL!.replace(/[.]/g, "\\.")}/#v1/`));
});

test("Ctrl/Cmd+Enter focuses the composed prompt; Esc closes the Examples menu", async ({ page }) => {
  await page.locator("body").press("ControlOrMeta+Enter");
  await expect(composedPre(page)).toBeFocused();

  await page.getByRole("button", { name: "Examples" }).click();
  await expect(page.getByRole("menu", { name: "Examples" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu", { name: "Examples" })).toHaveCount(0);
});

test("theme: dark and light are kept across reloads; system follows the OS", async ({ page }) => {
  const html = page.locator("html");
  const theme = page.getByRole("combobox", { name: "Theme" });
  await expect(theme).toHaveValue("system");

  await theme.selectOption("dark");
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Theme" })).toHaveValue("dark");
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole("combobox", { name: "Theme" }).selectOption("light");
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("rulescope:theme"))).toBe("light");

  await page.getByRole("combobox", { name: "Theme" }).selectOption("system");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("rulescope:theme"))).toBeNull();
});

test("F8 opens the next problem in the editor, at its file", async ({ page }) => {
  const findings = page.getByRole("list", { name: "Findings", includeHidden: true }).locator("li");
  await expect(findings.first()).toBeAttached({ timeout: 30_000 });
  const where = (await findings.first().locator("button code").first().textContent())!;
  const path = where.replace(/:\d+$/, "");
  // Another file first, so the key is what brings the finding's file in.
  const other = path === "/repo/AGENTS.md" ? "CLAUDE.md" : "AGENTS.md";
  await page.getByRole("tree", { name: "Files" }).getByRole("treeitem", { name: other, exact: true }).click();
  const editor = page.getByRole("region", { name: "Editor" });
  await expect(editor.getByText(path, { exact: true })).toHaveCount(0);
  await page.locator("body").press("F8");
  await expect(editor.getByText(path, { exact: true })).toBeVisible();
});
