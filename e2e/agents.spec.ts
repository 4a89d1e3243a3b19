/**
 * Every agent and example, checked against the library: the page must show exactly the prompt
 * resolve() composes for the same scenario. Hand-written expectations live in home.spec.ts.
 * lib/ is imported inside the tests, so if it cannot load under Node's ESM rules only these tests
 * fail (with the loader's message), not the whole run.
 */
import { expect, test } from "./support/guards";
import { playground } from "./support/page";

async function loadLib() {
  const [{ PROFILES }, { resolve }] = await Promise.all([import("../lib/agents"), import("../lib/resolve")]);
  return { PROFILES, resolve };
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("every agent is listed; each shows its first example's prompt, or says it has none", async ({ page }) => {
  const { PROFILES, resolve } = await loadLib();
  const ui = playground(page);
  await expect(ui.agent.locator("option")).toHaveText(PROFILES.map((p) => p.name));
  for (const profile of PROFILES) {
    await ui.agent.selectOption(profile.id);
    const first = profile.examples[0];
    if (!first) {
      await expect(ui.example).toBeDisabled();
      await expect(page.getByRole("status")).toContainText(`${profile.name} has no examples yet`);
      await expect(ui.composed).toHaveCount(0);
      continue;
    }
    await expect(ui.example).toBeEnabled();
    await expect(ui.example).toHaveValue(first.id);
    await expect(ui.example.locator("option")).toHaveCount(profile.examples.length);
    // The page must show exactly what the library composes for the same scenario.
    await expect.poll(ui.promptText, { message: `${profile.id}: ${first.id}` }).toBe(resolve(first.scenario).prompt);
  }
});

test("the prompt is one text node: markup in rule text stays text", async ({ page }) => {
  const { PROFILES, resolve } = await loadLib();
  const ui = playground(page);
  for (const profile of PROFILES) {
    for (const example of profile.examples) {
      await ui.agent.selectOption(profile.id);
      await ui.example.selectOption(example.id);
      const expected = resolve(example.scenario).prompt;
      await expect.poll(ui.promptText).toBe(expected);
      const shape = await ui.prompt.evaluate((pre) => ({
        elements: pre.children.length,
        nonText: [...pre.childNodes].filter((n) => n.nodeType !== Node.TEXT_NODE).length,
      }));
      expect(shape, `${example.id} renders as plain text`).toEqual({ elements: 0, nonText: 0 });
      if (expected.includes("<")) expect(await ui.promptText()).toContain("<");
    }
  }
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});
