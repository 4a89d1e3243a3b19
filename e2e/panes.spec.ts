/**
 * Resizable columns on a desktop (react-resizable-panels): a separator moves with the keyboard, and
 * the sizes come back after a reload (localStorage). Phones keep their tabs.
 */
import { expect, test } from "./support/guards";

test.describe("desktop", () => {
  test.skip(({ isMobile }) => isMobile, "phones keep the tabs");

  test("a separator resizes the columns, and the sizes are remembered", async ({ page }) => {
    await page.goto("/");
    const separator = page.getByRole("separator", { name: "Resize the side column and the editor" });
    // Off until asked for: a fresh page never swaps its columns under the user.
    await expect(page.getByRole("button", { name: "Resizable columns" })).toBeVisible({ timeout: 20_000 });
    await expect(separator).toHaveCount(0);
    await page.getByRole("button", { name: "Resizable columns" }).click();
    await expect(separator).toBeVisible({ timeout: 20_000 });
    const files = page.getByRole("region", { name: "Files" });
    const before = (await files.boundingBox())!.width;
    await separator.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await files.boundingBox())!.width).toBeGreaterThan(before + 30);
    const after = (await files.boundingBox())!.width;
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rulescope.panes"))).not.toBeNull();
    await page.reload();
    await expect(separator).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => Math.abs((await files.boundingBox())!.width - after)).toBeLessThan(4);
    await page.screenshot({ path: ".scratch/panes.png" });
    // Folded while resizable: two panels, the side column hidden, and its sizes kept for later.
    await page.getByRole("button", { name: "Hide files and session" }).click();
    await expect(files).toBeHidden();
    await expect(separator).toHaveCount(0);
    await expect(page.getByRole("separator", { name: "Resize the editor and the result" })).toBeVisible();
    await page.getByRole("button", { name: "Show files and session" }).click();
    await expect.poll(async () => Math.abs((await files.boundingBox())!.width - after)).toBeLessThan(4);
  });
});

test.describe("desktop: the side column", () => {
  test.skip(({ isMobile }) => isMobile, "phones keep the tabs");

  test("folds away, giving the editor its width, and comes back with the tree as it was", async ({ page }) => {
    await page.goto("/");
    const files = page.getByRole("region", { name: "Files" });
    const editor = page.getByRole("region", { name: "Editor" });
    await expect(files).toBeVisible({ timeout: 20_000 });
    const wide = (await editor.boundingBox())!.width;
    const hide = page.getByRole("button", { name: "Hide files and session" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await hide.click();
    await expect(files).toBeHidden();
    await expect(page.getByRole("region", { name: "Session" })).toBeHidden();
    await expect.poll(async () => (await editor.boundingBox())!.width).toBeGreaterThan(wide + 100);
    const show = page.getByRole("button", { name: "Show files and session" });
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await show.click();
    await expect(files.getByRole("treeitem", { name: /CLAUDE\.md/ }).first()).toBeVisible();
  });
});

test.describe("phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout only");
  test("keeps the tabs and shows no separators", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("tab", { name: "Files" })).toBeVisible();
    await expect(page.getByRole("separator", { name: /Resize the/ })).toHaveCount(0);
  });
});
