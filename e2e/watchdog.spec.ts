/**
 * The session worker's watchdog (components/worker/client.ts), forced deterministically: the page's
 * test hook (window.__rulescopePreview.page) shortens the time limit and makes the next resolve
 * busy-wait past it, as a runaway resolve would. The page must say so, keep the last good result and
 * the draft, restart the worker once (no loop), and resolve the next edit normally.
 */
import { DRAFT_KEY } from "../components/persistence/draft";
import { switchAgent } from "../components/session/session-edits";
import { expect, test } from "./support/guards";
import { playground, showPane } from "./support/page";
import { expectPrompt, loadLib, promptText } from "./support/share-helpers";

const workersStarted = (page: import("@playwright/test").Page) => page.evaluate(() => window.__rulescopePreview!.page.workersStarted());

test("a resolve past the time limit is stopped: the page says so, keeps the last result, restarts the worker, and the next edit resolves", async ({
  page,
}) => {
  const { defaultExample, promptOf } = await loadLib();
  const ui = playground(page);
  const before = promptOf(defaultExample.scenario);
  await page.goto("/");
  await expectPrompt(page, before);
  expect(await workersStarted(page)).toBe(1);

  // The next resolve spins for 4 s in the worker; the limit is 1 s.
  await page.evaluate(() => {
    window.__rulescopePreview!.page.setTimeLimit(1000);
    window.__rulescopePreview!.page.stallNext(4000);
  });
  await showPane(page, "Session");
  await ui.agent.selectOption("claude-code");
  await showPane(page, "Result");

  const alert = page.getByRole("alert").filter({ hasText: "Resolving took longer than 1 s and was stopped." });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText("The result shown is the last good one");
  await expect(ui.composed.getByRole("status")).toHaveText("not updated");
  // The last good result stays: the example's prompt, untouched.
  expect(await promptText(page)()).toBe(before);
  expect(await workersStarted(page)).toBe(2);
  // The edit is kept: the draft holds claude-code.
  await expect.poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "{}").scenario?.agent, DRAFT_KEY)).toBe("claude-code");
  await page.screenshot({ path: `/tmp/shots-page/watchdog-alert-${test.info().project.name}.png`, fullPage: true });

  // No loop: the scenario that timed out is not sent again, so nothing restarts while we wait.
  await page.waitForTimeout(2500);
  expect(await workersStarted(page)).toBe(2);
  await expect(alert).toBeVisible();

  // The next edit resolves in the fresh worker, and the alert goes.
  await showPane(page, "Session");
  await ui.agent.selectOption("gemini-cli");
  await showPane(page, "Result");
  await expectPrompt(page, promptOf(switchAgent(switchAgent(defaultExample.scenario, "claude-code"), "gemini-cli")));
  await expect(alert).toHaveCount(0);
  await expect(ui.composed.getByRole("status")).toHaveCount(0);
  expect(await workersStarted(page)).toBe(2);
});
