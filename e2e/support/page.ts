/** Locators for the UI contract's accessible names (docs/architecture.md "The page"). */
import type { Page } from "@playwright/test";
import { expect } from "./guards";
import { whenLive } from "./share-helpers";

export function playground(page: Page) {
  const composed = page.getByRole("region", { name: "Composed prompt", includeHidden: true });
  return {
    agent: page.getByRole("combobox", { name: "Agent" }),
    composed,
    prompt: composed.locator("pre"),
    sources: page.getByRole("region", { name: "Sources", includeHidden: true }),
    /** The Sources entry whose path is exactly `path` (reasons may mention other paths). */
    source: (path: string) =>
      page
        .getByRole("region", { name: "Sources", includeHidden: true })
        // CSS, not a role: the Sources tab may be hidden behind another view (text checks still hold).
        .locator("li")
        .filter({ has: page.locator("code").getByText(path, { exact: true }) }),
    diagnostics: page.getByRole("region", { name: "Diagnostics", includeHidden: true }),
    /** One figure of the prompt-size line: "Bytes", "Tokens" or "Files". */
    stat: (term: string) =>
      page
        .getByLabel("Prompt size")
        .locator("div", { has: page.locator("dt", { hasText: term }) })
        .locator("dd"),
    /** The exact text of the prompt <pre> (textContent: no whitespace folding). */
    promptText: () => composed.locator("pre").evaluate((el) => el.textContent ?? ""),
  };
}

/** Shows a column: a tab below 768 px, always visible on a desktop. */
export async function showPane(page: Page, name: "Files" | "Session" | "Result") {
  const tab = page.getByRole("tab", { name });
  await whenLive(page);
  // A link's page is veiled until its own answer (components/persistence/linkVeil.ts): wait it out.
  await expect(page.locator('html[data-opening="link"]')).toHaveCount(0, { timeout: 20_000 });
  if (!(await tab.isVisible())) return;
  // A tap on the prerendered tabs before hydration does nothing (as for a user): tap until it takes.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Runs a toolbar action kept in a menu ("Export" > "Copy prompt", "Open" > "Reset"). */
export async function menuAction(page: Page, menu: "Export" | "Open", item: string) {
  await page.getByRole("button", { name: menu, exact: true }).click();
  await page.getByRole("menu", { name: menu }).getByRole("menuitem", { name: item, exact: true }).click();
}

/** Opens the Problems panel's "Check agents" multi-select (its checkboxes show under its summary line). */
export async function openCheckAgents(page: Page) {
  const details = page.locator("details", { has: page.locator("summary", { hasText: "Check agents:" }) });
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  return page.getByRole("group", { name: "Check agents" });
}

/**
 * Brings an output view into sight: its tab on the workbench (Prompt, Sources, Trace; Diagnostics
 * is a tab of the bottom panel), the Result tab on a phone (where every view is stacked).
 */
export async function showView(page: Page, name: "Prompt" | "Sources" | "Trace" | "Diagnostics") {
  const phoneTab = page.getByRole("tab", { name: "Result", exact: true });
  if (await phoneTab.isVisible()) return phoneTab.click();
  const strip = page.getByRole("tablist", { name: name === "Diagnostics" ? "Bottom panel" : "Views" });
  const tab = strip.getByRole("tab", { name: new RegExp(`^${name}\\b`) });
  if ((await tab.getAttribute("aria-selected")) !== "true") await tab.click();
}
