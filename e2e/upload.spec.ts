/**
 * Uploads into the tree: a folder (through the folder picker) and a zip built here with fflate, with
 * an entry that tries to climb out (`../evil.md`) and file names that look like HTML.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { zipSync } from "fflate";
import { expect, test } from "./support/guards";
import { showPane } from "./support/page";

const HOSTILE = "<img src=x onerror=window.__xss=1>.md";

function ui(page: Page) {
  const tree = page.getByRole("tree", { name: "Files" });
  return {
    tree,
    item: (name: string) => tree.getByRole("treeitem", { name, exact: true }),
    report: page.getByRole("status", { name: "Upload report" }),
  };
}

async function choose(page: Page, button: string, files: Parameters<import("@playwright/test").FileChooser["setFiles"]>[0]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await showPane(page, "Files");
  await expect(page.getByRole("tree", { name: "Files" })).toBeVisible();
});

test("uploads a folder: skips node_modules and .git contents, keeps a .git marker, marks binaries", async ({ page }) => {
  const dir = join(mkdtempSync(join(tmpdir(), "rulescope-upload-")), "my-repo");
  for (const d of ["src", "node_modules/left-pad", ".git/refs"]) mkdirSync(join(dir, d), { recursive: true });
  writeFileSync(join(dir, "AGENTS.md"), "# Uploaded rules\n");
  writeFileSync(join(dir, "src/a.ts"), "export {};\n");
  writeFileSync(join(dir, HOSTILE), "hostile name\n");
  writeFileSync(join(dir, "logo.bin"), Buffer.from([0x89, 0x50, 0, 1, 2]));
  writeFileSync(join(dir, "node_modules/left-pad/index.js"), "module.exports = 1;\n");
  writeFileSync(join(dir, ".git/HEAD"), "ref: refs/heads/main\n");
  writeFileSync(join(dir, ".git/refs/x"), "x\n");

  const u = ui(page);
  await choose(page, "Upload folder", dir);
  await expect(u.report).toContainText("Uploaded 4 files");
  await expect(u.report).toContainText("to /upload/my-repo; the working directory is now /upload/my-repo");
  await expect(u.report).toContainText("Skipped 3:");
  await expect(u.report).toContainText("1 in node_modules");
  await expect(u.report).toContainText("2 inside .git");
  await expect(u.item("my-repo")).toHaveAccessibleDescription(/working directory/);
  await expect(u.item("AGENTS.md").last()).toBeVisible();
  await expect(u.item(".git").last()).toHaveAccessibleDescription(/empty folder/);
  await expect(u.item("node_modules")).toHaveCount(0);
  await expect(u.item("HEAD")).toHaveCount(0);
  await expect(u.item("logo.bin")).toHaveAccessibleDescription(/binary file/);
  await expect(u.item(HOSTILE)).toContainText(HOSTILE);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();

  await page.getByRole("button", { name: "Dismiss upload report" }).click();
  await expect(u.report).toBeEmpty();
});

test("uploads a zip: refuses an entry that climbs out and reports it", async ({ page }) => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const zip = zipSync({
    "AGENTS.md": enc("# Zipped rules\n"),
    "../evil.md": enc("evil\n"),
    [`docs/${HOSTILE}`]: enc("hostile\n"),
    "docs/big.md": new Uint8Array(1024 * 1024 + 1).fill(97),
  });
  const u = ui(page);
  await choose(page, "Upload zip", { name: "rules.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  await expect(u.report).toContainText("Uploaded 2 files");
  await expect(u.report).toContainText("/upload/rules");
  await expect(u.report).toContainText("../evil.md: refused: its name climbs out of the folder with ..");
  await expect(u.report).toContainText("docs/big.md: it is 1.0 MiB, over the 1 MiB limit for one file");
  await expect(u.item("evil.md")).toHaveCount(0);
  await expect(u.item("rules")).toHaveAccessibleDescription(/working directory/);
  await u.item("docs").click();
  await expect(u.item(HOSTILE)).toContainText(HOSTILE);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

test("a 25,000-file zip shows progress and is kept whole, past the old 20,000-file cap", async ({ page }) => {
  const files: Record<string, Uint8Array> = { "big/AGENTS.md": new TextEncoder().encode("# Big\n") };
  for (let i = 0; i < 25_000; i++) files[`big/pkg${i % 100}/src/f${i}.ts`] = new TextEncoder().encode(`export const n = ${i};\n`);
  const zip = zipSync(files);
  const u = ui(page);
  await page.evaluate(() => {
    const w = window as unknown as { __sawProgress?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('progress[aria-label="Upload progress"]')) w.__sawProgress = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  const started = Date.now();
  await choose(page, "Upload zip", { name: "big.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  await expect(u.report).toContainText("Uploaded 25,001 files", { timeout: 30_000 });
  await expect(u.report).toContainText("Nothing was skipped.");
  const ms = Date.now() - started;
  console.log(`25,001-file zip (${(zip.length / 1024).toFixed(0)} KiB) imported and shown in ${ms} ms`);
  expect(await page.evaluate(() => (window as unknown as { __sawProgress?: boolean }).__sawProgress)).toBe(true);
  await expect(u.item("big")).toHaveAccessibleDescription(/folder, 25,001 files; working directory/);
  await u.item("pkg0").click();
  await u.tree.getByRole("treeitem", { name: "src", description: "folder, 250 files" }).click();
  await expect(u.item("f0.ts")).toBeVisible();
});

test("dropping a zip on the tree unpacks it", async ({ page }) => {
  const zip = zipSync({
    "dropped-repo/AGENTS.md": new TextEncoder().encode("# Dropped\n"),
    "dropped-repo/.git/HEAD": new TextEncoder().encode("x"),
  });
  const u = ui(page);
  await u.tree.evaluate(
    (tree, bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], "dropped.zip", { type: "application/zip" }));
      const target = tree.parentElement!;
      target.dispatchEvent(new DragEvent("dragover", { dataTransfer: dt, bubbles: true, cancelable: true }));
      target.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
    },
    [...zip],
  );
  await expect(u.report).toContainText("Uploaded 1 file");
  await expect(u.report).toContainText("/upload/dropped-repo");
  await expect(u.item("dropped-repo")).toHaveAccessibleDescription(/working directory/);
  await expect(u.item(".git").last()).toHaveAccessibleDescription(/empty folder/);
});
