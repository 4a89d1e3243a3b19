/**
 * An accessibility audit of the page with axe-core: no serious or critical violation, in the light
 * and the dark theme, on the default example and with Compare open (its diff editor included).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/guards";

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const colorScheme of ["light", "dark"] as const)
  test.describe(`the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("axe finds no serious violation on the default example, nor with Compare open", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Composed prompt" }).locator("pre")).toContainText("<INSTRUCTIONS>", {
        timeout: 20_000,
      });
      await expect(page.getByRole("tab", { name: /^Problems \d/ }).or(page.getByRole("button", { name: /^Problems: \d/ }))).toBeVisible({
        timeout: 45_000,
      });
      expect(await seriousViolations(page)).toEqual([]);

      const toggle = page.getByRole("tab", { name: "Compare", exact: true }).or(page.getByRole("button", { name: "Compare", exact: true }));
      await toggle.click();
      const compare = page.getByRole("region", { name: "Compare", exact: true });
      await expect(compare.getByRole("region", { name: "Codex CLI", exact: true }).locator("pre")).toBeVisible({ timeout: 30_000 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
