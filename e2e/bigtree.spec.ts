/**
 * Keeping up with big trees: the preview resolves in a Web Worker that keeps the last tree and applies
 * only what an edit changed. A generated 10,000-file monorepo (scripts/gen-monorepo.ts) goes through
 * the page's worker; every answer must equal resolve() run here in Node on the same scenario.
 * Correctness only: timings are measured by `npm run bench:preview`, not asserted.
 *
 * Loading: the worker tests use the page's `window.__rulescopePreview` hook (components/useResolution.ts),
 * which resolves in its own worker without touching the page's state. The typing test opens the tree
 * the way a user would, as a `#v1/` link, and is skipped while the page has no link loader.
 */
import type { Page } from "@playwright/test";
import { resolve } from "../lib/resolve";
import type { FileEntry, Scenario } from "../lib/scenario/types";
import { encodePermalink } from "../lib/scenario/permalink";
import type { Resolution } from "../lib/types";
import { generateMonorepo, monorepoScenario } from "../scripts/gen-monorepo";
import { expect, test } from "./support/guards";
import { playground } from "./support/page";

const repo = generateMonorepo(10_000);
const big: Scenario = monorepoScenario(repo, "crabcode");
const expected = (s: Scenario) => resolve(structuredClone(s));

type Answer = { resolution: Resolution; timings: { rebuilt: boolean }; mode: string };

declare global {
  interface Window {
    __big?: Scenario;
  }
}

async function openPage(page: Page) {
  await page.goto("/");
  await page.waitForFunction(() => !!window.__rulescopePreview);
  await page.evaluate((s) => void (window.__big = s), big);
}

/** Edit the scenario held in the page the way the UI does (new objects for changed parts only), then resolve it there. */
function resolveEdited(page: Page, edit: { file?: [string, FileEntry | null]; cwd?: string }): Promise<Answer> {
  return page.evaluate(async ({ file, cwd }) => {
    const s = window.__big!;
    let files = s.files;
    if (file) {
      files = { ...files };
      if (file[1] === null) delete files[file[0]];
      else files[file[0]] = file[1];
    }
    const next = { ...s, files, ...(cwd ? { cwd } : {}) };
    window.__big = next;
    return (await window.__rulescopePreview!.resolve(next)) as unknown as Answer;
  }, edit);
}

function apply(s: Scenario, edit: { file?: [string, FileEntry | null]; cwd?: string }): Scenario {
  const files = { ...s.files };
  if (edit.file) {
    if (edit.file[1] === null) delete files[edit.file[0]];
    else files[edit.file[0]] = edit.file[1];
  }
  return { ...s, files, ...(edit.cwd ? { cwd: edit.cwd } : {}) };
}

test("a 10,000-file tree resolves in the worker exactly as resolve() does, and edits apply incrementally", async ({ page }) => {
  await openPage(page);
  const first = await page.evaluate(async () => (await window.__rulescopePreview!.resolve(window.__big!)) as unknown as Answer);
  expect(first.mode).toBe("worker");
  expect(first.timings.rebuilt).toBe(true);
  expect(first.resolution).toEqual(expected(big));
  expect(first.resolution.prompt).toContain(`Instructions from: ${repo.deepCwd}/AGENTS.md`);

  let s = big;
  const edits: { file?: [string, FileEntry | null]; cwd?: string }[] = [
    // Typing in the nearest AGENTS.md: only that entry travels and only that file is rewritten.
    { file: [`${repo.deepCwd}/AGENTS.md`, "# Edited in the page\n- one rule\n"] },
    // A nearer CLAUDE.md appears in the working directory, then goes away again.
    { file: [`${repo.deepCwd}/d5/CLAUDE.md`, "# Deeper\n"], cwd: `${repo.deepCwd}/d5` },
    { file: [`${repo.deepCwd}/d5/CLAUDE.md`, null] },
    // An invalid entry gives the same diagnostics as a full validation; fixing it recovers.
    { file: ["relative/path.md", "x"] },
    { file: ["relative/path.md", null], cwd: "/repo" },
  ];
  for (const edit of edits) {
    s = apply(s, edit);
    const got = await resolveEdited(page, edit);
    expect(got.resolution).toEqual(expected(s));
  }
  // The invalid step came back as diagnostics, never as a crash.
  const invalid = apply(apply(apply(apply(big, edits[0]), edits[1]), edits[2]), edits[3]);
  expect(expected(invalid).diagnostics.map((d) => d.code)).toContain("invalid-scenario");

  const oneFile = await resolveEdited(page, { file: ["/repo/AGENTS.md", "# Root, retyped\n"] });
  expect(oneFile.timings.rebuilt).toBe(false);
  s = apply(s, { file: ["/repo/AGENTS.md", "# Root, retyped\n"] });
  expect(oneFile.resolution).toEqual(expected(s));
  expect(oneFile.resolution.prompt).toContain("# Root, retyped\n");
});

test("a burst of keystrokes is coalesced: the last answer is the last text", async ({ page }) => {
  await openPage(page);
  const text = "# Typed fast\n- keep it short";
  const path = `${repo.deepCwd}/AGENTS.md`;
  const last = await page.evaluate(
    async ({ text, path }) => {
      const hook = window.__rulescopePreview!;
      const answers: Promise<unknown>[] = [];
      let s = window.__big!;
      for (let i = 1; i <= text.length; i++) {
        s = { ...s, files: { ...s.files, [path]: text.slice(0, i) } };
        answers.push(hook.resolve(s));
      }
      const all = (await Promise.all(answers)) as Answer[];
      return all[all.length - 1].resolution;
    },
    { text, path },
  );
  expect(last).toEqual(expected(apply(big, { file: [path, text] })));
});

test("typing a working directory into a 10,000-file link keeps the Composed prompt in step", async ({ page }, info) => {
  test.skip(
    info.project.name === "phone",
    "phone shows one pane at a time; the desktop run types into the session pane while reading the result pane",
  );
  const ui = playground(page);
  await page.goto("/" + encodePermalink(big));
  const opened = await expect
    .poll(ui.promptText, { timeout: 20_000 })
    .toBe(expected(big).prompt)
    .then(
      () => true,
      () => false,
    );
  test.skip(!opened, "this build has no #v1/ link loader wired yet (components/persistence)");

  const cwd = page.getByRole("textbox", { name: "Working directory" });
  await cwd.fill("");
  await cwd.pressSequentially("/repo/packages/pkg-3");
  const target = { ...big, cwd: "/repo/packages/pkg-3" };
  await expect.poll(ui.promptText, { timeout: 20_000 }).toBe(expected(target).prompt);
  expect(await ui.promptText()).toContain("Instructions from: /repo/packages/pkg-3/AGENTS.md");
  expect(await page.evaluate(() => window.__rulescopePreview!.last()?.mode)).toBe("worker");
});

test("the default example resolves through the worker on the static page, under its CSP", async ({ page }) => {
  const workerScripts: string[] = [];
  page.on("worker", (w) => workerScripts.push(w.url()));
  await page.goto("/");
  const ui = playground(page);
  await expect(ui.prompt).toContainText("<INSTRUCTIONS>", { timeout: 20_000 });
  expect(await page.evaluate(() => window.__rulescopePreview!.last()?.mode)).toBe("worker");
  expect(workerScripts.length).toBeGreaterThan(0);
});
