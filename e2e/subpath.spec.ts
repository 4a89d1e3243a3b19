/**
 * The export built for a sub-path (npm run build:subpath) and served under it, as GitHub Pages serves
 * a project at /<repository>/: the page, its workers (resolve, check), Monaco's assets, a check's
 * page and a permalink all work there, and nothing is asked of the site root. The guard fails the
 * test on any failed request, page error or CSP violation. Screenshots go to .scratch/.
 */
import { expect, test } from "./support/guards";
import { showPane } from "./support/page";
import { expectPrompt, grantClipboard, loadLib, openScenario, readClipboard } from "./support/share-helpers";
import { SUBPATH } from "../scripts/subpath.mjs";

const wrongCase = {
  version: 1,
  agent: "codex",
  cwd: "/repo",
  files: { "/repo/.git": { dir: true }, "/repo/Agents.md": "# Rules\n- Use pnpm.\n", "/repo/AGENTS.md.txt": "not a rule\n" },
};

test("under a sub-path: the prompt, Monaco, Problems, a check's page and a permalink all work", async ({ page, context, baseURL }) => {
  const outside: string[] = [];
  page.on("request", (r) => {
    const { pathname, protocol } = new URL(r.url());
    if (protocol.startsWith("http") && !pathname.startsWith(`${SUBPATH}/`) && pathname !== SUBPATH) outside.push(pathname);
  });
  await grantClipboard(context, baseURL!);
  const { defaultExample, promptOf } = await loadLib();
  await page.goto("./");
  expect(new URL(page.url()).pathname).toBe(`${SUBPATH}/`);
  // The session worker loads from under the sub-path and composes the default example.
  await expectPrompt(page, promptOf(defaultExample.scenario));
  await page.screenshot({ path: ".scratch/subpath-home.png" });

  // Monaco's editor and its worker.
  await openScenario(page, wrongCase);
  await showPane(page, "Files");
  await page
    .getByRole("treeitem", { name: /Agents\.md/ })
    .first()
    .click();
  await expect(page.locator(".monaco-editor .view-lines")).toBeVisible({ timeout: 45_000 });

  // The check worker, and the link to the code's page under the sub-path.
  await showPane(page, "Result");
  const problems = page.getByRole("region", { name: "Problems" });
  const code = problems.getByRole("link", { name: "wrong-case", exact: true });
  await expect(code).toHaveCount(1, { timeout: 45_000 });
  await page.screenshot({ path: ".scratch/subpath-problems.png" });
  expect(await code.getAttribute("href")).toBe(`${SUBPATH}/checks/wrong-case`);

  // A permalink keeps the sub-path and opens the same scenario in a fresh browser.
  await page.getByRole("button", { name: "Share" }).click();
  const link = await readClipboard(page);
  expect(link.startsWith(`${baseURL}#v1/`) || link.startsWith(`${baseURL!.replace(/\/$/, "")}/#v1/`)).toBe(true);
  const fresh = await page.context().browser()!.newContext({ viewport: page.viewportSize() });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expectPrompt(other, promptOf(wrongCase));
  } finally {
    await fresh.close();
  }

  await code.click();
  await expect(page).toHaveURL(new RegExp(`${SUBPATH}/checks/wrong-case/?$`));
  await expect(page.getByRole("heading", { level: 1, name: "wrong-case" })).toBeVisible();
  await page
    .getByRole("link", { name: /playground/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${SUBPATH}/?$`));
  expect(outside, "requests outside the sub-path").toEqual([]);
});
