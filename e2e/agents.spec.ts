/**
 * Every built-in example of every agent, opened from the Examples menu: the page must show exactly the
 * prompt resolve() composes for the same scenario, as text (markup in rule files never becomes
 * elements). Hand-written expectations live in home.spec.ts. lib/ is imported inside the tests, so if
 * it cannot load under Node's ESM rules only these tests fail, with the loader's message.
 */
import { expect, test } from "./support/guards";
import { chooseExample, composedPre, expectPrompt, loadLib } from "./support/share-helpers";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("each example from the menu shows exactly the prompt the library composes, as text", async ({ page }) => {
  test.setTimeout(180_000);
  const { examples, promptOf, defaultExample } = await loadLib();
  expect(examples.length).toBeGreaterThanOrEqual(10);
  for (const example of examples) {
    await chooseExample(page, example.title);
    const expected = promptOf(example.scenario);
    await expectPrompt(page, expected, example.id);
    // The address names the example (the pristine default page keeps a bare address).
    if (example.id !== defaultExample.id) await expect(page).toHaveURL(new RegExp(`#example/${example.id}$`));
    // Rule text is text: no element inside the prompt comes from it (only the page's own spans).
    const tags = await composedPre(page).evaluate((pre) => [...new Set([...pre.querySelectorAll("*")].map((e) => e.tagName))]);
    expect(
      tags.every((t) => t === "SPAN"),
      `${example.id}: ${tags.join(",")}`,
    ).toBe(true);
  }
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

test("a seed-variant example differs from upstream exactly as its explanation says", async ({ page }) => {
  const { example, promptOf } = await loadLib();
  const seed = example("opencode-seed-one-file");
  expect(seed.scenario.variant).toBe("seed");
  await chooseExample(page, seed.title);
  await expectPrompt(
    page,
    '<project-instruction src="/repo/packages/api/CLAUDE.md">\n# API rules for Claude Code\n\n</project-instruction>',
  );
  // The same tree under the default (upstream) variant stacks the global file and every ancestor AGENTS.md.
  const upstream = promptOf({ ...seed.scenario, variant: undefined });
  expect(upstream).toBe(
    "Instructions from: /home/user/.config/opencode/AGENTS.md\nAnswer in English.\n\n" +
      "Instructions from: /repo/packages/AGENTS.md\n# Package rules\n- Export from index.ts only.\n\n" +
      "Instructions from: /repo/AGENTS.md\n# Monorepo rules\n- Use pnpm.\n",
  );
});

test("a tool-gated rule applies only when its tool is available", async ({ page }) => {
  const { example } = await loadLib();
  const gated = example("opencode-rules-tool-gated");
  await chooseExample(page, gated.title);
  await expectPrompt(page, "# OpenCode Rules\n\nPlease follow the following rules:\n\n## github.md\n\nOpen pull requests as drafts.\n");
  const sources = page.getByRole("region", { name: "Sources", includeHidden: true });
  await expect(sources.locator("li").filter({ hasText: "/repo/.opencode/rules/jira.md" })).toContainText("unmatched");
});
