/**
 * Verify with the real agent: the dialog makes a canary kit of the current tree (a zip with the copy,
 * canary.json and QUESTION.txt), copies the question, takes a pasted answer and reports per file,
 * and copies the report as Markdown. The answers here are written from the kit's own canary.json, as
 * an agent that agrees would reply, and with the cut codeword left out.
 */
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { expect, test } from "./support/guards";
import { grantClipboard, openScenario, readClipboard } from "./support/share-helpers";

const LONG = "# Web\n" + "- Keep functions small and pure; prefer composition over inheritance everywhere.\n".repeat(500);
const SCENARIO = {
  version: 1,
  agent: "codex",
  cwd: "/repo/web",
  files: {
    "/repo/.git": { dir: true },
    "/repo/AGENTS.md": "# Root\nUse pnpm.\n",
    "/repo/web/AGENTS.md": LONG,
  },
};

test("the kit downloads as a zip, and a pasted answer is reported per file", async ({ page, context, baseURL }) => {
  await grantClipboard(context, baseURL!);
  await page.goto("/");
  await openScenario(page, SCENARIO);
  await expect(page.getByRole("region", { name: "Sources", includeHidden: true })).toContainText("/repo/web/AGENTS.md");

  await page.getByRole("button", { name: "Verify with the real agent" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify with the real agent" });
  await expect(dialog).toBeVisible();
  const predicted = dialog.getByRole("region", { name: "Predicted codewords" }).getByRole("listitem");
  await expect(predicted).toHaveCount(4, { timeout: 15_000 });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download kit (.zip)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rulescope-canary-codex-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(readFileSync((await download.path())!));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  const manifest = JSON.parse(text("canary.json"));
  const order: string[] = manifest.prediction.order;
  await expect(predicted).toHaveText(order);
  expect(order.map((w) => w.split("-")[2])).toEqual(["START", "END", "START", "CUT"]);
  expect(text("tree/repo/web/AGENTS.md")).toContain(order[3]);
  expect(text("tree/repo/AGENTS.md").startsWith(`${order[0]}\n\n# Root`)).toBe(true);
  expect(Object.keys(files)).toContain("tree/repo/.git/HEAD");

  await dialog.getByRole("button", { name: "Copy question" }).click();
  expect(await readClipboard(page)).toBe(text("QUESTION.txt"));

  const answer = dialog.getByRole("textbox", { name: "Agent's answer" });
  await answer.fill(order.map((w) => `- \`${w}\``).join("\n"));
  const report = dialog.getByRole("region", { name: "Canary report" });
  await expect(report).toContainText("The agent saw exactly what Rulescope predicted.");

  await answer.fill(order.slice(0, 3).join("\n"));
  await expect(report).toContainText("The agent and Rulescope disagree.");
  const row = report.getByRole("row").filter({ hasText: "/repo/web/AGENTS.md" });
  await expect(row.getByRole("cell")).toHaveText([
    /^\/repo\/web\/AGENTS\.md.*smaller budget/,
    "truncated",
    "START, CUT",
    "START",
    "disagreed",
  ]);

  await report.getByRole("button", { name: "Copy report" }).click();
  const markdown = await readClipboard(page);
  expect(markdown).toContain("| `/repo/web/AGENTS.md` | truncated | START, CUT | START | **disagreed** |");
  expect(markdown).toContain(order[2]);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});
