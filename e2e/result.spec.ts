/**
 * What the result column shows of a Resolution: the exact prompt in one <pre> with a coloured, labelled
 * span per source file, click-to-select both ways, the cut marker of a truncated file, the context
 * layout, sources, diagnostics and trace. Expected prompts are written by hand from crabcode's rules
 * (see home.spec.ts); lib/ is imported only to build a hostile link and to cross-check examples.
 */
import { ALL_EXAMPLES } from "../lib/agents/examples";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/guards";
import { playground, showView } from "./support/page";

const CLAUDE = "/repo/packages/api/CLAUDE.md";
const GLOBAL = "/home/user/.config/crabcode/AGENTS.md";
const NEAREST_WINS_PROMPT =
  `Instructions from: ${CLAUDE}\n` +
  "# API rules\n- Every handler validates input with zod.\n" +
  "\n\n---\n\n" +
  `Instructions from: ${GLOBAL}\n` +
  "Answer in English.\n";

const part = (page: Page, path: string) => playground(page).prompt.locator(`[data-path="${path}"]`);

/**
 * Open `#<fragment>` and wait for the page to show `expected`. False when the page ignores the fragment
 * (the link reader belongs to the share engineer and may not be wired into this checkout).
 */
async function openFragment(page: Page, fragment: string, expected: string): Promise<boolean> {
  await page.goto(`/${fragment}`);
  const ui = playground(page);
  await expect(ui.prompt).toHaveCount(1);
  return expect
    .poll(ui.promptText, { timeout: 15_000 })
    .toBe(expected)
    .then(() => true)
    .catch(() => false);
}

async function exampleById(id: string) {
  const { resolve } = await import("../lib/resolve");
  const example = ALL_EXAMPLES.find((e) => e.id === id)!;
  return { example, prompt: resolve(example.scenario).prompt };
}

/** Open a built-in example by its `#example/<id>` link, else through the Examples menu; false when neither exists. */
async function openExample(page: Page, id: string): Promise<string | null> {
  const { example, prompt } = await exampleById(id);
  if (await openFragment(page, `#example/${id}`, prompt)) return prompt;
  const menuButton = page.getByRole("button", { name: "Examples" });
  if ((await menuButton.count()) === 0) return null;
  await menuButton.click();
  await page.getByRole("menu", { name: "Examples" }).getByRole("menuitem", { name: example.title, exact: true }).click();
  await expect.poll(playground(page).promptText, { timeout: 30_000 }).toBe(prompt);
  return prompt;
}

test.describe("crabcode-nearest-wins", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/#example/crabcode-nearest-wins");
    // The first resolution arrives from a worker right after mount.
    await expect.poll(playground(page).promptText, { timeout: 30_000 }).toBe(NEAREST_WINS_PROMPT);
  });

  test("the <pre> holds exactly the prompt, each file's text in a labelled span, frames neutral", async ({ page }) => {
    const ui = playground(page);
    await expect(ui.prompt).toHaveCount(1);
    expect(await ui.promptText()).toBe(NEAREST_WINS_PROMPT);
    await expect(part(page, CLAUDE)).toHaveText("# API rules\n- Every handler validates input with zod.\n", { useInnerText: false });
    await expect(part(page, GLOBAL)).toHaveText("Answer in English.\n", { useInnerText: false });
    await expect(part(page, CLAUDE)).toHaveAttribute("title", `${CLAUDE}, included. Click to open this line of the file.`);
    await expect(part(page, CLAUDE)).toHaveAttribute("aria-description", /included/);
    // Two files, two different colours; frame text has no file and no colour of its own.
    const colour = (path: string) => part(page, path).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await colour(CLAUDE)).not.toBe(await colour(GLOBAL));
    const frames = await ui.prompt.evaluate((pre) =>
      [...pre.children].filter((el) => !el.hasAttribute("data-path")).map((el) => getComputedStyle(el).backgroundColor),
    );
    expect(frames.length).toBe(2);
    for (const bg of frames) expect(bg).toBe("rgba(0, 0, 0, 0)");
    // Every child is one of our spans holding one text node: rule text never became markup.
    const shape = await ui.prompt.evaluate((pre) => ({
      tags: [...new Set([...pre.querySelectorAll("*")].map((el) => el.tagName))],
      loose: [...pre.childNodes].filter((n) => n.nodeType !== Node.ELEMENT_NODE).length,
    }));
    expect(shape).toEqual({ tags: ["SPAN"], loose: 0 });
    await expect(ui.composed.getByText("o200k_base")).toBeVisible();
    await expect(ui.stat("Bytes")).toHaveText(String(Buffer.byteLength(NEAREST_WINS_PROMPT)));
    await expect(ui.stat("Files")).toHaveText("2");
  });

  test("clicking a part selects its file; selecting a file highlights its part and its Sources row", async ({ page }) => {
    const ui = playground(page);
    // The example opens with its winning file selected.
    await expect(part(page, CLAUDE)).toHaveAttribute("aria-current", "true");
    await expect(ui.source(CLAUDE)).toHaveAttribute("aria-current", "true");

    await part(page, GLOBAL).click();
    await expect(part(page, GLOBAL)).toHaveAttribute("aria-current", "true");
    await expect(part(page, CLAUDE)).not.toHaveAttribute("aria-current", "true");
    await expect(ui.source(GLOBAL)).toHaveAttribute("aria-current", "true");
    await expect(ui.source(CLAUDE)).not.toHaveAttribute("aria-current", "true");

    await part(page, CLAUDE).click();
    await expect(part(page, CLAUDE)).toHaveAttribute("aria-current", "true");
    await expect(ui.source(CLAUDE)).toHaveAttribute("aria-current", "true");
    await expect(ui.source(GLOBAL)).not.toHaveAttribute("aria-current", "true");

    // A shadowed file has no part: selecting it from Sources leaves the prompt unmarked.
    await showView(page, "Sources");
    await ui.sources.getByRole("button", { name: "/repo/AGENTS.md", exact: true }).click();
    await expect(ui.source("/repo/AGENTS.md")).toHaveAttribute("aria-current", "true");
    await expect(ui.prompt.locator('[aria-current="true"]')).toHaveCount(0);
    // Selection made the clicked text no different: the prompt is unchanged.
    expect(await ui.promptText()).toBe(NEAREST_WINS_PROMPT);
  });

  test("sources show status, reason, bytes and counts, and group by status", async ({ page }) => {
    const ui = playground(page);
    await showView(page, "Sources");
    await expect(ui.sources.getByRole("list", { name: "Sources by status" }).getByRole("listitem")).toHaveText([
      "2 included",
      "1 shadowed",
    ]);
    await expect(ui.source("/repo/AGENTS.md")).toContainText("shadowed");
    await expect(ui.source("/repo/AGENTS.md")).toContainText(`${CLAUDE} is nearer`);
    await expect(ui.source(CLAUDE)).toContainText("project · 54 of 54 bytes used");
    await ui.sources.getByRole("checkbox", { name: "Group by status" }).check();
    await expect(ui.sources.getByRole("list", { name: "included sources" }).locator("code")).toHaveText([CLAUDE, GLOBAL]);
    await expect(ui.sources.getByRole("list", { name: "shadowed sources" }).locator("code")).toHaveText(["/repo/AGENTS.md"]);
    await expect(ui.diagnostics).toContainText("No diagnostics.");
  });

  test("context layout: the base prompt is a labelled placeholder, the instruction block opens to the prompt", async ({ page }) => {
    const layout = page.getByRole("region", { name: "Context layout" });
    const blocks = layout.getByRole("listitem");
    await expect(blocks).toHaveCount(2);
    await expect(blocks.nth(0)).toContainText("system");
    await expect(blocks.nth(0)).toContainText("crabcode base prompt, environment and tool-use sections");
    await expect(blocks.nth(0)).toContainText("Placeholder: the agent's own text, not ours to copy.");
    await expect(blocks.nth(1)).toContainText("Custom instructions (rule files)");
    await expect(blocks.nth(1).locator("pre")).toHaveCount(0);
    await blocks
      .nth(1)
      .getByText(/^Text \(185 characters, the composed prompt above\)$/)
      .click();
    expect(
      await blocks
        .nth(1)
        .locator("pre")
        .evaluate((el) => el.textContent),
    ).toBe(NEAREST_WINS_PROMPT);
  });

  test("trace: every step listed, filtered by what you type", async ({ page }) => {
    await showView(page, "Trace");
    const trace = page.getByRole("region", { name: "Trace" });
    const steps = trace.getByRole("list", { name: "Steps" }).getByRole("listitem");
    const total = await steps.count();
    expect(total).toBeGreaterThan(5);
    await expect(trace).toContainText(`${total} steps`);
    await trace.getByRole("searchbox", { name: "Filter steps" }).fill("decide walk stops");
    await expect(steps).toHaveCount(1);
    await expect(steps.first()).toContainText(`nearest project rule file: CLAUDE.md in /repo/packages/api; the walk stops`);
    await expect(trace).toContainText(`1 of ${total} steps match`);
    await trace.getByRole("searchbox", { name: "Filter steps" }).fill("no such step anywhere");
    await expect(trace).toContainText("No step matches.");
  });
});

test("a truncated file shows where it was cut, without adding to the prompt text", async ({ page }) => {
  const prompt = await openExample(page, "crabcode-truncation");
  test.skip(prompt === null, "neither #example/<id> links nor the Examples menu are in this build yet (share engineer)");
  const ui = playground(page);
  const marker = ui.prompt.locator("[data-cut]");
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute("data-cut", "✂ kept 32768 of 35018 bytes, budget 32768");
  await expect(marker).toBeVisible();
  expect(await marker.evaluate((el) => getComputedStyle(el, "::after").content)).toBe('"✂ kept 32768 of 35018 bytes, budget 32768"');
  // Right after the file's text, before crabcode's own truncation note.
  expect(await marker.evaluate((el) => el.previousElementSibling?.getAttribute("data-path"))).toBe("/repo/AGENTS.md");
  expect(await marker.evaluate((el) => el.nextElementSibling?.textContent)).toContain("[crabcode] Note: instructions truncated");
  expect(await ui.promptText()).toBe(prompt);
  await expect(ui.source("/repo/AGENTS.md")).toContainText("truncated");
});

test("markup in rule text shows literally (codex's <INSTRUCTIONS>) and nothing runs", async ({ page }) => {
  expect(await page.goto("/").then(() => page.evaluate(() => window.__xss))).toBeUndefined();
  const prompt = await openExample(page, "codex-override-per-directory");
  test.skip(prompt === null, "neither #example/<id> links nor the Examples menu are in this build yet (share engineer)");
  const ui = playground(page);
  await expect(ui.prompt).toContainText("<INSTRUCTIONS>");
  await expect(ui.prompt).toContainText("</INSTRUCTIONS>");
  await expect(page.locator("instructions")).toHaveCount(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

test("a hostile link's rule text and file names stay text", async ({ page }) => {
  const { encodePermalink } = await import("../lib/scenario/permalink");
  const evil = `<img src=x onerror="window.__xss=1">`;
  const dir = `/repo/<b onmouseover=window.__xss=2>x`;
  const scenario = {
    version: 1 as const,
    agent: "crabcode",
    cwd: dir,
    files: { [`${dir}/AGENTS.md`]: `${evil}\n<script>window.__xss=3</script>\n` },
  };
  const expected = `Instructions from: ${dir}/AGENTS.md\n${evil}\n<script>window.__xss=3</script>\n`;
  test.skip(!(await openFragment(page, encodePermalink(scenario), expected)), "#v1/ links are not read by this build yet (share engineer)");
  const ui = playground(page);
  await part(page, `${dir}/AGENTS.md`).hover();
  await showView(page, "Sources");
  await ui.sources.getByRole("button", { name: `${dir}/AGENTS.md` }).hover();
  await expect(page.locator("img, b, main script")).toHaveCount(0);
  await expect(ui.source(`${dir}/AGENTS.md`)).toContainText("included");
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

/** 10,000 files, 1,000 of them instruction files that all land in the prompt: 2,000 parts, 3,000 steps. */
function bigTree() {
  const files: Record<string, string | { dir: true }> = {
    "/repo/.git": { dir: true },
    "/repo/AGENTS.md": "# Root\n- Use pnpm.\n",
    "/repo/opencode.json": '{ "instructions": ["docs/*.md"] }\n',
  };
  for (let i = 0; i < 1000; i++)
    files[`/repo/docs/guide-${String(i).padStart(4, "0")}.md`] = `# Guide ${i}\n- rule one for ${i}\n- rule two\n`;
  for (let i = 0; i < 9000; i++) files[`/repo/src/m${i % 90}/f${i}.ts`] = `export const x${i} = ${i};\n`;
  return { version: 1 as const, agent: "opencode", cwd: "/repo", files };
}

test("a 10,000-file tree with 2,000 prompt parts: selecting and filtering stay fast", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "the same rendering code as desktop; measured once to keep the suite short");
  test.setTimeout(180_000);
  const [{ encodePermalink }, { resolve }] = await Promise.all([import("../lib/scenario/permalink"), import("../lib/resolve")]);
  const scenario = bigTree();
  const expected = resolve(scenario);
  const fragment = encodePermalink(scenario);
  await page.goto(`/${fragment}`);
  const ui = playground(page);
  const loaded = await expect
    .poll(() => ui.prompt.locator("[data-path]").count(), { timeout: 60_000 })
    .toBe(expected.parts.filter((p) => p.kind === "content").length)
    .then(() => true)
    .catch(() => false);
  test.skip(!loaded, "#v1/ links are not read by this build yet (share engineer)");
  expect(await ui.promptText()).toBe(expected.prompt);

  // Time from the click to the next frame: React renders a click's update inside the event, so this
  // covers the render of every part (2,000 memoised spans compared, two re-rendered) and the layout.
  const clickMs = async (selector: string) =>
    page.evaluate(async (sel) => {
      const el = document.querySelector(sel) as HTMLElement;
      const t0 = performance.now();
      el.click();
      await new Promise(requestAnimationFrame);
      return performance.now() - t0;
    }, selector);
  const settle = () => expect(ui.composed.getByRole("status")).toHaveCount(0, { timeout: 60_000 });
  const selectPart = await clickMs('pre [data-path="/repo/docs/guide-0500.md"]');
  await expect(part(page, "/repo/docs/guide-0500.md")).toHaveAttribute("aria-current", "true");
  await settle();
  const selectAgain = await clickMs('pre [data-path="/repo/docs/guide-0999.md"]');
  await expect(part(page, "/repo/docs/guide-0999.md")).toHaveAttribute("aria-current", "true");
  await settle();

  // Typing in the trace filter: the input echoes at once (the filtering itself is deferred); the
  // second figure is until the next frame after React's deferred pass.
  await showView(page, "Trace");
  const trace = page.getByRole("region", { name: "Trace" });
  const typed = await trace.getByRole("searchbox", { name: "Filter steps" }).evaluate(async (input: HTMLInputElement, text) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    const out: { echo: number; settled: number }[] = [];
    for (let i = 1; i <= text.length; i++) {
      const t0 = performance.now();
      setValue.call(input, text.slice(0, i));
      input.dispatchEvent(new Event("input", { bubbles: true }));
      const echo = performance.now() - t0;
      await new Promise((r) => setTimeout(r, 0));
      await new Promise(requestAnimationFrame);
      out.push({ echo, settled: performance.now() - t0 });
    }
    return out;
  }, "guide-07");
  await expect(trace).toContainText(/\d+ of [\d,]+ steps match/);
  const echo = typed.map((t) => t.echo);
  const settled = typed.map((t) => t.settled);
  info.annotations.push({
    type: "measured",
    description:
      `${expected.parts.length} parts, ${expected.trace.length} steps; click-to-select until next frame ${selectPart.toFixed(0)} ms, ${selectAgain.toFixed(0)} ms; ` +
      `trace filter keystroke echo ${echo.map((n) => n.toFixed(0)).join("/")} ms, settled ${settled.map((n) => n.toFixed(0)).join("/")} ms`,
  });
  console.log(info.annotations.at(-1)!.description);
  // Times are reported, not asserted: a loaded CI box (and the check worker busy on the same 10,000
  // files) makes any bound flaky, and timing goals belong in benchmarks. What must hold is above: every
  // click selects and every keystroke filters.
});
