/**
 * Hostile or broken fragments: each shows a message in words (role alert, dismissible) and the default
 * example, and the page stays usable. Rule text and file names from a link render as text, never HTML.
 */
import { deflateRawSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { DRAFT_KEY } from "../components/persistence/draft";
import { encodePermalink } from "../lib/scenario/permalink";
import type { Scenario } from "../lib/scenario/types";
import { expect, test } from "./support/guards";
import { playground, showPane, showView } from "./support/page";
import { chooseExample, expectPrompt, loadLib, waitForHash } from "./support/share-helpers";

const v1 = (text: string) => "#v1/" + deflateRawSync(Buffer.from(text, "utf8")).toString("base64url");

const CASES: { name: string; fragment: () => string; says: RegExp }[] = [
  { name: "garbage", fragment: () => "#%3Cscript%3Ealert(1)%3C/script%3E", says: /not a Rulescope scenario link/ },
  {
    name: "#v1/ and random base64",
    fragment: () => "#v1/" + Buffer.from("definitely not deflate data, just bytes").toString("base64url"),
    says: /damaged/,
  },
  {
    name: "a valid link of JSON that is not a scenario",
    fragment: () => v1(JSON.stringify({ hello: "world", list: [1, 2, 3] })),
    says: /not valid:[\s\S]*version: is required/,
  },
  {
    name: "a scenario of version 99",
    fragment: () => v1(JSON.stringify({ version: 99, agent: "codex", cwd: "/", files: {} })),
    says: /version 99, made by a newer Rulescope/,
  },
  { name: "a link format from the future", fragment: () => "#v7/abc", says: /format v7, made by a newer Rulescope/ },
  { name: "an unknown example", fragment: () => "#example/no-such-example", says: /"no-such-example", which this build does not have/ },
  { name: "a deflate bomb", fragment: () => v1(" ".repeat(10 * 1024 * 1024)), says: /more than Rulescope opens/ },
  {
    name: "an unknown agent",
    fragment: () => v1(JSON.stringify({ version: 1, agent: "evil", cwd: "/", files: {} })),
    says: /unknown agent "evil"/,
  },
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
  await expect(page.getByRole("alert").filter({ hasText: "This link could not be opened" })).toContainText(
    "The current scenario is unchanged",
  );
  await expectPrompt(page, promptOf(ex.scenario));
});

/**
 * A rule file whose glob backtracks without end: `(a+)+$` against a path of 60 a's and a b. Copilot
 * tests `applyTo` against the context paths. Either the resolver refuses the pattern up front (a
 * `glob-too-complex` diagnostic) or the worker's watchdog stops the resolve after its time limit;
 * either way the page must say why and stay usable.
 */
const LONG = `src/${"a".repeat(60)}b.ts`;
const CATASTROPHIC: Scenario = {
  version: 1,
  agent: "copilot",
  cwd: "/repo",
  files: {
    "/repo/.github/instructions/x.instructions.md": '---\napplyTo: "src/(a+)+$"\n---\nbody\n',
    [`/repo/${LONG}`]: "x\n",
    "/repo/AGENTS.md": "# Root rules\n- be kind to the glob\n",
  },
  contextPaths: [LONG],
};

/** The page says why: the watchdog's alert, or a Diagnostics entry about the glob. */
function explanation(page: Page) {
  return page
    .getByRole("alert")
    .filter({ hasText: /Resolving took longer than \d+(\.\d+)? s and was stopped/ })
    .or(playground(page).diagnostics.getByRole("listitem").filter({ hasText: "glob-too-complex" }));
}

test("a link whose rule file holds a catastrophic glob leaves the page usable and says why", async ({ page }) => {
  test.setTimeout(90_000);
  const ui = playground(page);
  await page.goto("/" + encodePermalink(CATASTROPHIC));
  await showView(page, "Diagnostics");
  await expect(explanation(page).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `/tmp/shots-page/catastrophic-glob-${test.info().project.name}.png`, fullPage: true });

  // Another agent on the same files resolves (in a fresh worker if the old one was stopped).
  await showPane(page, "Session");
  await ui.agent.selectOption("codex");
  await showPane(page, "Result");
  await expect(ui.prompt).toContainText("- be kind to the glob", { timeout: 20_000 });
  // The draft holds the scenario from the link, hostile file included.
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k) ?? "", DRAFT_KEY), { timeout: 5_000 })
    .toContain("x.instructions.md");

  // The Files tree still answers.
  await showPane(page, "Files");
  const item = page.getByRole("tree", { name: "Files" }).getByRole("treeitem", { name: "AGENTS.md", exact: true });
  await item.click();
  await expect(item).toHaveAttribute("aria-selected", "true");
});

test("the same link with Compare open: the other agent's column resolves and the page says why", async ({ page, isMobile }) => {
  test.skip(isMobile, "one run of this slow case is enough; the layout is covered above");
  test.setTimeout(120_000);
  await page.goto("/" + encodePermalink({ ...CATASTROPHIC, ui: { compare: ["copilot", "codex"] } }));
  const compare = page.getByRole("region", { name: "Compare", exact: true });
  const codex = compare.getByRole("region", { name: "Codex CLI", exact: true });
  await expect(codex.locator("pre")).toContainText("- be kind to the glob", { timeout: 45_000 });
  const copilot = compare.getByRole("region", { name: "GitHub Copilot", exact: true });
  // Stopped (the watchdog's words in the column) or resolved with the glob refused.
  await expect(
    copilot
      .getByRole("alert")
      .filter({ hasText: /and was stopped/ })
      .or(copilot.locator("pre")),
  ).not.toHaveCount(0);
  await showView(page, "Diagnostics");
  await expect(explanation(page).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: "/tmp/shots-page/catastrophic-glob-compare.png", fullPage: true });
});

test("a link with a 5 MB AGENTS.md that cursor takes whole: the page draws the first part, says so, and stays usable", async ({ page }) => {
  test.setTimeout(90_000);
  const { PROMPT_DISPLAY_CHARS } = await import("../components/result/segments");
  const big = "rule ".repeat(1_000_000);
  // Selected, so the editor opens it and the prompt highlights it: together they froze the tab for minutes.
  const scenario: Scenario = {
    version: 1,
    agent: "cursor",
    cwd: "/repo",
    files: { "/repo/AGENTS.md": big, "/repo/CLAUDE.md": "small\n" },
    ui: { selectedFile: "/repo/AGENTS.md" },
  };
  const bytes = Buffer.byteLength((await loadLib()).promptOf(scenario));
  expect(bytes).toBeGreaterThan(5_000_000);
  await page.goto("/" + encodePermalink(scenario));
  const ui = playground(page);
  await expect(ui.stat("Bytes")).toHaveText(bytes.toLocaleString("en-US"), { timeout: 30_000 });
  await expect(
    ui.composed.getByRole("note").filter({ hasText: `Showing the first ${PROMPT_DISPLAY_CHARS.toLocaleString("en-US")} of` }),
  ).toBeVisible();
  expect((await ui.promptText()).length).toBe(PROMPT_DISPLAY_CHARS);
  // Still answering: the tree selects another file.
  await showPane(page, "Files");
  const item = page.getByRole("tree", { name: "Files" }).getByRole("treeitem", { name: "CLAUDE.md", exact: true });
  await item.click();
  await expect(item).toHaveAttribute("aria-selected", "true");
});
