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
    // Resizable from the start: the workbench has no fixed-column mode.
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
    // Folded: the side column hidden, and its width back when it comes back.
    await page.getByRole("button", { name: "Hide files and session" }).click();
    await expect(files).toBeHidden();
    await page.getByRole("button", { name: "Show files and session" }).click();
    await expect.poll(async () => Math.abs((await files.boundingBox())!.width - after)).toBeLessThan(4);
  });

  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
  ])
    test(`the page is the viewport at ${width}x${height}: no document scroll, with Compare open too`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Composed prompt" }).locator("pre")).toContainText("<INSTRUCTIONS>", {
        timeout: 20_000,
      });
      const overflow = () =>
        page.evaluate(() => ({
          tall: document.documentElement.scrollHeight - window.innerHeight,
          wide: document.documentElement.scrollWidth - window.innerWidth,
        }));
      expect(await overflow()).toEqual({ tall: 0, wide: 0 });
      // The pickers a demo needs sit in the top bar, in sight.
      for (const name of ["Agent", "Variant"]) await expect(page.getByRole("combobox", { name, exact: true })).toBeInViewport();
      await expect(page.getByRole("textbox", { name: "Working directory" })).toBeInViewport();
      await page.getByRole("tab", { name: "Compare", exact: true }).click();
      const compare = page.getByRole("region", { name: "Compare", exact: true });
      await expect(compare).toBeInViewport();
      expect(await overflow()).toEqual({ tall: 0, wide: 0 });
      // Problems is the bottom panel, counted per level, and folds to its header.
      const problems = page.getByRole("tab", { name: /^Problems \d+ errors?, \d+ warnings?, \d+ infos?$/ });
      await expect(problems).toBeVisible();
      await expect(page.getByRole("region", { name: "Problems" })).toBeVisible();
      await page.getByRole("button", { name: "Fold the panel" }).click();
      await expect(page.getByRole("region", { name: "Problems" })).toBeHidden();
      await problems.click();
      await expect(page.getByRole("region", { name: "Problems" })).toBeVisible();
      expect(await overflow()).toEqual({ tall: 0, wide: 0 });
    });
});

test.describe("desktop: keyboard", () => {
  test.skip(({ isMobile }) => isMobile, "phones keep the tabs");

  test("the first Tab stops are skip links to the panes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Composed prompt" }).locator("pre")).toContainText("<INSTRUCTIONS>", {
      timeout: 20_000,
    });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to the editor" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#pane-editor")).toBeFocused();
    // The fragment is the scenario's: a skip link leaves it alone.
    expect(await page.evaluate(() => location.hash)).not.toContain("pane-");
    await page.getByRole("link", { name: "Skip to Problems" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#pane-dock")).toBeFocused();
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
