/**
 * Hostile or broken fragments: each shows a message in words (role alert, dismissible) and the default
 * example, and the page stays usable. Rule text and file names from a link render as text, never HTML.
 */
import { deflateRawSync } from "node:zlib";
import { expect, test } from "./support/guards";
import { chooseExample, expectPrompt, loadLib, waitForHash } from "./support/share-helpers";

const v1 = (text: string) => "#v1/" + deflateRawSync(Buffer.from(text, "utf8")).toString("base64url");

const CASES: { name: string; fragment: () => string; says: RegExp }[] = [
  { name: "garbage", fragment: () => "#%3Cscript%3Ealert(1)%3C/script%3E", says: /not a Rulescope scenario link/ },
  { name: "#v1/ and random base64", fragment: () => "#v1/" + Buffer.from("definitely not deflate data, just bytes").toString("base64url"), says: /damaged/ },
  { name: "a valid link of JSON that is not a scenario", fragment: () => v1(JSON.stringify({ hello: "world", list: [1, 2, 3] })), says: /not valid:[\s\S]*version: is required/ },
  { name: "a scenario of version 99", fragment: () => v1(JSON.stringify({ version: 99, agent: "codex", cwd: "/", files: {} })), says: /version 99, made by a newer Rulescope/ },
  { name: "a link format from the future", fragment: () => "#v7/abc", says: /format v7, made by a newer Rulescope/ },
  { name: "an unknown example", fragment: () => "#example/no-such-example", says: /"no-such-example", which this build does not have/ },
  { name: "a deflate bomb", fragment: () => v1(" ".repeat(10 * 1024 * 1024)), says: /more than Rulescope opens/ },
  { name: "an unknown agent", fragment: () => v1(JSON.stringify({ version: 1, agent: "evil", cwd: "/", files: {} })), says: /unknown agent "evil"/ },
];

for (const c of CASES) {
  test(`${c.name}: a message in words, and the default example`, async ({ page }) => {
    const { defaultExample, promptOf } = await loadLib();
    await page.goto("/" + c.fragment());
    const alert = page.getByRole("alert").filter({ hasText: "This link could not be opened" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(c.says);
    await expectPrompt(page, promptOf(defaultExample.scenario));
    // Dismissible, and the page stays usable.
    await alert.getByRole("button", { name: "Dismiss" }).click();
    await expect(alert).toHaveCount(0);
    const ex = (await loadLib()).example("codex-shared-budget");
    await chooseExample(page, ex.title);
    await expectPrompt(page, promptOf(ex.scenario));
    await waitForHash(page, `#example/${ex.id}`);
  });
}

test("markup in rule text and file names from a link stays text", async ({ page }) => {
  const { promptOf } = await loadLib();
  const evil = {
    version: 1,
    agent: "crabcode",
    cwd: "/repo",
    files: {
      "/repo/AGENTS.md": '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>\n',
      '/repo/<img src=y onerror="window.__xss=3">.md': "x\n",
    },
  };
  await page.goto("/" + v1(JSON.stringify(evil)));
  await expectPrompt(page, promptOf(evil));
  await expect(page.getByRole("region", { name: "Composed prompt" })).toContainText("<script>window.__xss=2</script>");
  expect(await page.locator("main img, main script").count()).toBe(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

test("a link pasted into the address bar later opens too; a bad one leaves the scenario as it was", async ({ page }) => {
  const { example, promptOf, defaultExample } = await loadLib();
  await page.goto("/");
  // The page is live (hydrated, resolving) before the address changes under it.
  await expectPrompt(page, promptOf(defaultExample.scenario));
  const ex = example("ion-worktree-shadow");
  await page.evaluate((h) => (location.hash = h), `#example/${ex.id}`);
  await expectPrompt(page, promptOf(ex.scenario));
  await page.evaluate(() => (location.hash = "#v1/!!!"));
  await expect(page.getByRole("alert").filter({ hasText: "This link could not be opened" })).toContainText("The current scenario is unchanged");
  await expectPrompt(page, promptOf(ex.scenario));
});
