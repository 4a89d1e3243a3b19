/**
 * Links and persistence: the #v1/ fragment follows every change (replaceState, no history entries),
 * reproduces the exact prompt in a fresh browser, Share copies it with its length, long links warn,
 * Download/Open scenario round-trip, and the autosaved draft is restored or offered back.
 */
import { expect, test } from "./support/guards";
import { menuAction } from "./support/page";
import {
  chooseExample,
  expectPrompt,
  grantClipboard,
  incompressible,
  loadLib,
  openScenario,
  readClipboard,
  waitForHash,
} from "./support/share-helpers";

const EDITED = {
  version: 1,
  agent: "codex",
  cwd: "/repo/web",
  config: { project_doc_max_bytes: 64 },
  prompt: "fix the build",
  files: {
    "/repo/.git": { dir: true },
    "/repo/AGENTS.md": "# Root\n- Run `make check`.\n- ünïcødé ✓ and <b>not bold</b>\n",
    "/repo/web/AGENTS.md": "# Web\n- Components live in src/components.\n",
    "/home/user/.codex/AGENTS.md": "Prefer small diffs.\n",
  },
};

test("an edited scenario's #v1/ link reproduces the exact prompt in a fresh browser context", async ({ page, browser, baseURL }) => {
  const { promptOf } = await loadLib();
  const expected = promptOf(EDITED);
  await page.goto("/");
  await openScenario(page, EDITED, "edited.json");
  await expectPrompt(page, expected);
  const hash = await waitForHash(page, "#v1/");

  const fresh = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const other = await fresh.newPage();
    await other.goto(`${baseURL}/${hash}`);
    await expectPrompt(other, expected);
    await expect(other.getByRole("alert").filter({ hasText: "could not be opened" })).toHaveCount(0);
    // Opening a link does not rewrite it.
    await other.waitForTimeout(700);
    expect(await other.evaluate(() => location.hash)).toBe(hash);
  } finally {
    await fresh.close();
  }
});

test("#example/<id> opens that example, and choosing examples never adds history entries", async ({ page }) => {
  const { example, promptOf } = await loadLib();
  const budget = example("codex-shared-budget");
  await page.goto(`/#example/${budget.id}`);
  await expectPrompt(page, promptOf(budget.scenario));
  const before = await page.evaluate(() => history.length);

  const override = example("codex-override-per-directory");
  await chooseExample(page, override.title);
  await expectPrompt(page, promptOf(override.scenario));
  await waitForHash(page, `#example/${override.id}`);
  await openScenario(page, EDITED);
  await waitForHash(page, "#v1/");
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test("Share copies the full link and shows its length; Ctrl/Cmd+S does the same", async ({ page, context, baseURL }) => {
  await grantClipboard(context, baseURL!);
  const { promptOf } = await loadLib();
  await page.goto("/");
  await openScenario(page, EDITED);
  await expectPrompt(page, promptOf(EDITED));

  await page.getByRole("button", { name: "Share" }).click();
  const status = page.getByRole("status").filter({ hasText: "Link copied" });
  await expect(status).toBeVisible();
  const link = await readClipboard(page);
  expect(link.startsWith(`${baseURL}/#v1/`)).toBe(true);
  await expect(status).toHaveText(`Link copied (${link.length.toLocaleString("en-US")} characters).`);

  await page.evaluate(() => navigator.clipboard.writeText("nothing yet"));
  await page.locator("body").press("ControlOrMeta+s");
  await expect.poll(() => readClipboard(page)).toBe(link);

  const fresh = await page.context().browser()!.newContext({ viewport: page.viewportSize() });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expectPrompt(other, promptOf(EDITED));
  } finally {
    await fresh.close();
  }
});

test("long links warn: too long for chat above 2,000, Download offered above 32,000", async ({ page, context, baseURL }) => {
  await grantClipboard(context, baseURL!);
  await page.goto("/");
  const withFile = (chars: number) => ({ ...EDITED, files: { ...EDITED.files, "/repo/notes.md": incompressible(chars) } });

  await openScenario(page, withFile(3_000));
  await waitForHash(page, "#v1/");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toContainText("too long for chat");

  const huge = withFile(40_000);
  await openScenario(page, huge);
  await expectPrompt(page, (await loadLib()).promptOf(huge));
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toContainText("too long for a browser's address bar");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download scenario instead" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rulescope-codex-\d{4}-\d\d-\d\d\.json$/);
});

test("Download scenario saves the JSON; opening it again reproduces the prompt; a bad file changes nothing", async ({ page }) => {
  const { example, promptOf } = await loadLib();
  const ex = example("opencode-global-then-config");
  await page.goto(`/#example/${ex.id}`);
  await expectPrompt(page, promptOf(ex.scenario));

  const [download] = await Promise.all([page.waitForEvent("download"), menuAction(page, "Export", "Download scenario")]);
  const path = await download.path();
  const saved = JSON.parse((await import("node:fs")).readFileSync(path, "utf8"));
  expect(saved).toEqual(ex.scenario);

  await openScenario(page, { version: 1, agent: "nobody", cwd: "relative", files: { "a.md": 1 } }, "broken.json");
  const alert = page.getByRole("alert").filter({ hasText: "broken.json was not opened" });
  await expect(alert).toContainText("not a valid Rulescope scenario");
  await expect(alert).toContainText('agent: unknown agent "nobody"');
  await expect(alert).toContainText("cwd: must be an absolute path");
  await expectPrompt(page, promptOf(ex.scenario));
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);

  await openScenario(page, "{ not json", "garbage.json");
  await expect(page.getByRole("alert").filter({ hasText: "garbage.json was not opened" })).toContainText("not valid JSON");

  await chooseExample(page, example("crabcode-truncation").title);
  await openScenario(page, saved, "saved.json");
  await expectPrompt(page, promptOf(ex.scenario));
});

test("without a link, the autosaved draft is restored, with an undo to the default example", async ({ page, context }) => {
  const { defaultExample, promptOf } = await loadLib();
  await page.goto("/");
  await openScenario(page, EDITED);
  await waitForHash(page, "#v1/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("rulescope:draft:v1"))).toContain('"fix the build"');

  const again = await context.newPage();
  await again.goto("/");
  await expectPrompt(again, promptOf(EDITED));
  const notice = again.getByRole("status").filter({ hasText: "Restored your draft from" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Undo" }).click();
  await expectPrompt(again, promptOf(defaultExample.scenario));
  await expect(notice).toHaveCount(0);
});

test("an opened link wins over the draft, which is offered back: Restore and Discard", async ({ page, context }) => {
  const { example, promptOf } = await loadLib();
  await page.goto("/");
  await openScenario(page, EDITED);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("rulescope:draft:v1"))).toContain('"fix the build"');
  const ex = example("ion-every-ancestor");

  const linked = await context.newPage();
  await linked.goto(`/#example/${ex.id}`);
  await expectPrompt(linked, promptOf(ex.scenario));
  const offer = linked.getByRole("status").filter({ hasText: "You have an unsaved draft from" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Restore" }).click();
  await expectPrompt(linked, promptOf(EDITED));
  await waitForHash(linked, "#v1/");

  const third = await context.newPage();
  await third.goto(`/#example/${ex.id}`);
  const offer3 = third.getByRole("status").filter({ hasText: "You have an unsaved draft from" });
  await offer3.getByRole("button", { name: "Discard" }).click();
  await expect(offer3).toHaveCount(0);
  expect(await third.evaluate(() => localStorage.getItem("rulescope:draft:v1"))).toBeNull();
  await expectPrompt(third, promptOf(ex.scenario));
});

test("blocked storage never breaks the page: links and edits still work", async ({ page }) => {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    Storage.prototype.setItem = deny;
    Storage.prototype.getItem = deny;
  });
  const { example, promptOf } = await loadLib();
  await page.goto("/");
  await openScenario(page, EDITED);
  await expectPrompt(page, promptOf(EDITED));
  await waitForHash(page, "#v1/");
  const ex = example("codex-root-markers");
  await chooseExample(page, ex.title);
  await expectPrompt(page, promptOf(ex.scenario));
  await page.getByRole("combobox", { name: "Theme" }).selectOption("dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("a link's page never paints the default example: a neutral notice shows until the link's answer", async ({ page }) => {
  await page.goto("/");
  const pre = page.getByRole("region", { name: "Composed prompt" }).locator("pre");
  await expect(pre).toContainText("<INSTRUCTIONS>", { timeout: 20_000 });
  const defaultPrompt = await pre.textContent();
  // Every frame from the first: the prompt text whenever the playground is visible.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const tick = () => {
      const playground = document.querySelector("[data-playground]");
      if (playground && getComputedStyle(playground).visibility === "visible") {
        const heading = [...document.querySelectorAll("h2")].find((h) => h.textContent?.trim() === "Composed prompt");
        const text = heading?.closest("section")?.querySelector("pre")?.textContent;
        if (text) seen.push(text);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto("/#example/codex-override-per-directory");
  await page.reload();
  const prompt = page.getByRole("region", { name: "Composed prompt" }).locator("pre");
  // The link's own text (not in the default example, also Codex): the link's answer is on screen.
  await expect(prompt).toContainText("Skip the slow integration tests today.", { timeout: 20_000 });
  await expect(prompt).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((t) => t === defaultPrompt)).toEqual([]);
});
