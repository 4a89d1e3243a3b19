/**
 * The Examples menu (every built-in example, grouped by agent, title and two-line explanation), Reset
 * (back to the default example, asking first when there is work to lose), Copy prompt and the Markdown
 * export for an issue.
 */
import { expect, test } from "./support/guards";
import { menuAction } from "./support/page";
import { expectPrompt, grantClipboard, loadLib, openScenario, readClipboard } from "./support/share-helpers";

const SEEDED = ["crabcode", "codex", "ion", "opencode", "opencode-rules"];

test("the menu lists every example grouped by agent, at least two per seeded agent, with title and explanation", async ({ page }) => {
  const { PROFILES, examples } = await loadLib();
  await page.goto("/");
  await page.getByRole("button", { name: "Examples" }).click();
  const menu = page.getByRole("menu", { name: "Examples" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem")).toHaveCount(examples.length);
  for (const profile of PROFILES) {
    const own = examples.filter((e) => e.scenario.agent === profile.id);
    if (SEEDED.includes(profile.id)) expect(own.length, profile.id).toBeGreaterThanOrEqual(2);
    if (own.length === 0) continue;
    const group = menu.getByRole("group", { name: profile.name, exact: true });
    await expect(group.getByRole("menuitem")).toHaveCount(own.length);
    for (const e of own) {
      const item = group.getByRole("menuitem", { name: e.title, exact: true });
      await expect(item).toHaveAccessibleDescription(e.explanation.replace(/\s+/g, " "));
      expect(e.explanation.split("\n")).toHaveLength(2);
    }
  }
});

test("the menu works from the keyboard: arrows move, Enter picks, Esc closes and returns focus", async ({ page }) => {
  const { examples, promptOf } = await loadLib();
  await page.goto("/");
  const button = page.getByRole("button", { name: "Examples" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu", { name: "Examples" });
  await expect(menu).toBeVisible();
  // The list loads after first paint ("Loading examples…" until then); then focus starts on the open
  // example (the default, the first item).
  await expect(menu.getByRole("menuitem").first()).toHaveAccessibleName(examples[0].title);
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem").nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.press("Enter");
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem").last()).toBeFocused();
  await page.keyboard.press("Enter");
  await expectPrompt(page, promptOf(examples[examples.length - 1].scenario));
});

test("the gallery filters as you type, from the list or the box, and picks with the keyboard", async ({ page }) => {
  const { PROFILES, examples, promptOf } = await loadLib();
  await page.goto("/");
  const button = page.getByRole("button", { name: "Examples" });
  await button.click();
  const menu = page.getByRole("menu", { name: "Examples" });
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  // A letter typed on the list goes to the filter box; the rest is typed there.
  await page.keyboard.type("claude import");
  const filter = page.getByRole("searchbox", { name: "Filter examples" });
  await expect(filter).toBeFocused();
  await expect(filter).toHaveValue("claude import");
  // Written from the examples' own text: every word in the agent's name, the id, title or explanation.
  const claude = PROFILES.find((p) => p.id === "claude-code")!;
  const want = examples.filter((e) => {
    const name = PROFILES.find((p) => p.id === e.scenario.agent)!.name;
    const text = `${name} ${e.id} ${e.title} ${e.explanation}`.toLowerCase();
    return text.includes("claude") && text.includes("import");
  });
  expect(want.length).toBeGreaterThan(0);
  expect(want.length).toBeLessThan(examples.length);
  await expect(menu.getByRole("menuitem")).toHaveCount(want.length);
  await expect(page.getByRole("status").filter({ hasText: "examples match" })).toHaveText(
    `${want.length} of ${examples.length} examples match`,
  );
  await expect(menu.getByRole("group", { name: claude.name, exact: true }).getByRole("menuitem").first()).toBeVisible();

  await filter.press("ArrowDown");
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveCount(0);
  await expectPrompt(page, promptOf(want[0].scenario));

  // Nothing matches: said in words; Esc clears the filter first, then closes.
  await button.click();
  await page.keyboard.type("zzzz-no-such-example");
  await expect(menu.getByRole("menuitem")).toHaveText([/No example matches “zzzz-no-such-example”/]);
  await page.keyboard.press("Escape");
  await expect(filter).toHaveValue("");
  await expect(menu.getByRole("menuitem")).toHaveCount(examples.length);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("Reset returns to the default example, and asks first when the scenario is not an example", async ({ page }) => {
  const { example, defaultExample, promptOf } = await loadLib();
  const ex = example("ion-seed-layers");
  await page.goto(`/#example/${ex.id}`);
  await expectPrompt(page, promptOf(ex.scenario));
  await menuAction(page, "Open", "Reset");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectPrompt(page, promptOf(defaultExample.scenario));

  const edited = { ...ex.scenario, cwd: "/repo" };
  await openScenario(page, edited);
  await expectPrompt(page, promptOf(edited));
  await menuAction(page, "Open", "Reset");
  const dialog = page.getByRole("dialog", { name: "Reset to the default example?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expectPrompt(page, promptOf(edited));

  await menuAction(page, "Open", "Reset");
  await dialog.getByRole("button", { name: "Discard changes and reset" }).click();
  await expectPrompt(page, promptOf(defaultExample.scenario));
  await expect(page).toHaveURL(new RegExp(`#example/${defaultExample.id}$`));
});

test("Copy prompt puts the exact composed prompt on the clipboard", async ({ page, context, baseURL }) => {
  await grantClipboard(context, baseURL!);
  const { example, promptOf } = await loadLib();
  const ex = example("opencode-rules-conditions-or");
  await page.goto(`/#example/${ex.id}`);
  await expectPrompt(page, promptOf(ex.scenario));
  await menuAction(page, "Export", "Copy prompt");
  await expect(page.getByRole("status").filter({ hasText: "Prompt copied" })).toBeVisible();
  expect(await readClipboard(page)).toBe(promptOf(ex.scenario));
});

test("Markdown for an issue copies agent, variant, cwd, link, files with status and the fenced prompt", async ({
  page,
  context,
  baseURL,
}) => {
  await grantClipboard(context, baseURL!);
  const { example, promptOf } = await loadLib();
  const ex = example("codex-shared-budget");
  await page.goto(`/#example/${ex.id}`);
  await expectPrompt(page, promptOf(ex.scenario));
  await menuAction(page, "Export", "Markdown for an issue");
  await expect(page.getByRole("status").filter({ hasText: "Markdown for an issue copied" })).toBeVisible();
  const md = await readClipboard(page);
  expect(md).toContain("**Agent:** Codex CLI (`codex`)");
  expect(md).toContain("**Working directory:** `/repo/web`");
  expect(md).toMatch(new RegExp(`\\(${baseURL!.replace(/[.]/g, "\\.")}/#v1/[A-Za-z0-9_-]+\\)`));
  expect(md).toMatch(/1\. `\/home\/user\/\.codex\/AGENTS\.md`: included\./);
  expect(md).toContain("`/repo/web/AGENTS.md`: truncated.");
  // The prompt holds `make check` in backticks: the fence is still three, longer than any run inside.
  const prompt = promptOf(ex.scenario);
  expect(md).toContain("```text\n" + prompt.replace(/\n$/, "") + "\n```\n");
});
