/**
 * A browser where no worker can start (old, or workers blocked by policy): the page resolves on the main
 * thread with the same resolver (components/worker/client.ts, startMainThread). Typing must still reach
 * the prompt, and it must not change the built-in example it started from: the resolver keeps the map it
 * is handed and patches it in place, so the main-thread backend hands it a copy, as a worker gets one.
 */
import { expect, test } from "./support/guards";
import { playground, showPane, menuAction } from "./support/page";
import { expectPrompt, loadLib } from "./support/share-helpers";

test.beforeEach(async ({ page }) => {
  // No Worker constructor at all: the resolve client, the check and Monaco each go without one.
  await page.addInitScript(() => Object.defineProperty(window, "Worker", { value: undefined, configurable: true }));
});

test("without workers, typing reaches the prompt and Reset brings back the example as it was", async ({ page, isMobile }) => {
  const { defaultExample, promptOf } = await loadLib();
  const ui = playground(page);
  const original = promptOf(defaultExample.scenario);
  await page.goto("/");
  await expectPrompt(page, original);
  expect(await page.evaluate(() => window.__rulescopePreview?.last()?.mode)).toBe("main-thread");

  await showPane(page, "Files");
  const path = "/repo/services/api/AGENTS.override.md";
  const editor = page.getByRole("textbox", { name: `Editor for ${path}` });
  if (isMobile) {
    await editor.click();
  } else {
    const lines = page.locator(".monaco-editor .view-lines");
    await expect(lines).toContainText("run them with --retries 2.", { timeout: 20_000 });
    await lines.click();
  }
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n- Typed with no worker.");
  await showPane(page, "Result");
  await expect(ui.prompt).toContainText("- Typed with no worker.");

  // The scenario differs from the example, so Reset asks first (had the edit reached the example
  // itself, the two would look the same and Reset would bring back the typed text without asking).
  await menuAction(page, "Open", "Reset");
  const dialog = page.getByRole("dialog", { name: "Reset to the default example?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Discard changes and reset" }).click();
  await expectPrompt(page, original);
});
