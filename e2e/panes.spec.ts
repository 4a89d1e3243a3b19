/**
 * Resizable columns on a desktop (react-resizable-panels): a separator moves with the keyboard, and
 * the sizes come back after a reload (localStorage). Phones keep their tabs.
 */
import { expect, test } from "./support/guards";

test.describe("desktop", () => {
  test.skip(({ isMobile }) => isMobile, "phones keep the tabs");

  test("a separator resizes the columns, and the sizes are remembered", async ({ page }) => {
    await page.goto("/");
    const separator = page.getByRole("separator", { name: "Resize the Files and Session columns" });
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
