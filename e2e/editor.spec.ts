/**
 * The editor for the selected file. The crabcode-nearest-wins example opens with
 * /repo/packages/api/CLAUDE.md selected, so these tests drive only the editor: Monaco on desktop, the plain textarea on a phone.
 * Every keystroke must reach the composed prompt; the guards fail a test on any page error (e.g. a
 * misplaced Monaco worker), CSP violation or request to another origin (e.g. a CDN loader).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/guards";
import { playground, showPane } from "./support/page";

const FILE = "/repo/packages/api/CLAUDE.md";
const EDITOR_NAME = `Editor for ${FILE}`;

async function openFilesPane(page: Page) {
  // Below 768 px the columns are tabs; the editor lives in "Files".
  await showPane(page, "Files");
}

async function monacoReady(page: Page) {
  const lines = page.locator(".monaco-editor .view-lines");
  await expect(lines).toBeVisible({ timeout: 20_000 });
  await expect(lines).toContainText("Every handler validates input with zod.");
  return lines;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/#example/crabcode-nearest-wins");
  await openFilesPane(page);
});

test.describe("desktop: Monaco", () => {
  test.skip(({ isMobile }) => isMobile, "Monaco is not used below 768 px; the phone gets the plain editor");

  test("typing in Monaco updates the composed prompt on every keystroke", async ({ page }) => {
    const ui = playground(page);
    const lines = await monacoReady(page);
    await expect(page.getByRole("textbox", { name: EDITOR_NAME })).toHaveCount(1);
    await lines.click();
    await page.keyboard.press("Control+End");
    const typed = "\n- Typed fast in Monaco: every keystroke counts (1234567890).";
    await page.keyboard.type(typed);
    // The prompt carries the file's text exactly, so nothing was dropped or reordered.
    await expect(ui.prompt).toContainText("- Every handler validates input with zod.\n" + typed.slice(1));
    // Undo goes through the same path: the prompt follows it back (a cursor move starts a new undo step).
    await page.keyboard.press("Home");
    await page.keyboard.press("End");
    await page.keyboard.type("UNDO_ME");
    await expect(ui.prompt).toContainText("(1234567890).UNDO_ME");
    await page.keyboard.press("Control+z");
    await expect(ui.prompt).not.toContainText("UNDO_ME");
    await expect(ui.prompt).toContainText(typed.slice(1));
  });

  test("highlights Markdown and a YAML frontmatter block", async ({ page }) => {
    const lines = await monacoReady(page);
    await lines.click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.type("---\nglobs: src/**\n---\n");
    const classOf = (text: string) => lines.locator("span > span", { hasText: text }).first().getAttribute("class");
    // Monaco tokenizes in the background after an edit: wait until the three kinds of text differ.
    const classes = async () => {
      const [fence, key, body] = await Promise.all([classOf("---"), classOf("globs"), classOf("handler")]);
      return new Set([fence, key, body]).size;
    };
    await expect.poll(classes, { timeout: 15_000 }).toBe(3);
  });

  test("follows the page's light and dark theme", async ({ page }) => {
    await monacoReady(page);
    const editor = page.locator(".monaco-editor").first();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(editor).toHaveClass(/\bvs-dark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(editor).not.toHaveClass(/\bvs-dark\b/);
    // A theme switch's class on <html> ("dark" or "light") wins over the system preference.
    await page.evaluate(() => {
      document.documentElement.classList.remove("light");
      document.documentElement.classList.add("dark");
    });
    await expect(editor).toHaveClass(/\bvs-dark\b/);
    await page.evaluate(() => document.documentElement.classList.replace("dark", "light"));
    await expect(editor).not.toHaveClass(/\bvs-dark\b/);
  });

  test("the Plain editor toggle swaps in a textarea and Monaco takes its edits back", async ({ page }) => {
    const ui = playground(page);
    const lines = await monacoReady(page);
    await page.getByRole("checkbox", { name: "Plain editor" }).check();
    const area = page.getByRole("textbox", { name: EDITOR_NAME });
    await expect(area).toBeVisible();
    await expect(area).toHaveJSProperty("tagName", "TEXTAREA");
    await area.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("- Typed in the plain editor.\n");
    await expect(ui.prompt).toContainText("zod.\n- Typed in the plain editor.\n");

    await page.getByRole("checkbox", { name: "Plain editor" }).uncheck();
    await expect(lines).toBeVisible();
    await expect(lines).toContainText("- Typed in the plain editor.");
    // Monaco's model took the edit as an undoable step and keeps feeding the prompt.
    await lines.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("- And in Monaco.");
    await expect(ui.prompt).toContainText("- Typed in the plain editor.\n- And in Monaco.");
  });
});

test.describe("phone: plain editor", () => {
  test.skip(({ isMobile }) => !isMobile, "desktop uses Monaco (tested above)");

  test("a textarea edits the file and the prompt follows; Monaco is never loaded", async ({ page }) => {
    const ui = playground(page);
    const area = page.getByRole("textbox", { name: EDITOR_NAME });
    await expect(area).toBeVisible();
    await expect(area).toHaveValue("# API rules\n- Every handler validates input with zod.\n");
    await expect(page.getByRole("checkbox", { name: "Plain editor" })).toHaveCount(0);
    await area.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("- Typed on a phone.");
    await page.getByRole("tab", { name: "Result" }).click();
    await expect(ui.prompt).toContainText("- Every handler validates input with zod.\n- Typed on a phone.");
    await expect(page.locator(".monaco-editor")).toHaveCount(0);
  });
});
