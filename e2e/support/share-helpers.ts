/**
 * Helpers for the share/persistence specs: drive the toolbar (Examples menu, Open scenario), read the
 * composed prompt and the clipboard, and compute what the library composes for a scenario.
 */
import { ALL_EXAMPLES } from "../../lib/agents/examples";
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./guards";

export async function loadLib() {
  const [{ PROFILES }, { resolve }] = await Promise.all([import("../../lib/agents"), import("../../lib/resolve")]);
  const examples = ALL_EXAMPLES;
  const DEFAULT_ID = "codex-monorepo-precedence";
  return {
    PROFILES,
    examples,
    defaultExample: examples.find((e) => e.id === DEFAULT_ID)!,
    example: (id: string) => examples.find((e) => e.id === id)!,
    promptOf: (s: unknown) => resolve(s as Parameters<typeof resolve>[0]).prompt,
  };
}

export function composedPre(page: Page) {
  return page.getByRole("region", { name: "Composed prompt", includeHidden: true }).locator("pre");
}

/** The exact text of the prompt <pre> (textContent: no whitespace folding). */
export function promptText(page: Page): () => Promise<string> {
  return () => composedPre(page).evaluate((el) => el.textContent ?? "");
}

export async function expectPrompt(page: Page, expected: string, message?: string) {
  await expect.poll(promptText(page), { message, timeout: 15_000 }).toBe(expected);
}

/**
 * Hydrated and in its final layout: the theme control's effect has run (it marks <html data-theme>),
 * and the layout for this width is the live one (a phone's first hydrated frame is the workbench, whose
 * controls are then replaced).
 */
export async function whenLive(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-theme", /^(system|light|dark)$/, { timeout: 15_000 });
  const layout = page.viewportSize()!.width < 768 ? "phone" : "workbench";
  await expect(page.locator(`[data-playground][data-layout="${layout}"]`)).toHaveCount(1, { timeout: 15_000 });
}

export async function chooseExample(page: Page, title: string) {
  await whenLive(page);
  await page.getByRole("button", { name: "Examples" }).click();
  const menu = page.getByRole("menu", { name: "Examples" });
  await expect(menu).toBeVisible();
  await menu.getByRole("menuitem", { name: title, exact: true }).click();
  await expect(menu).toHaveCount(0);
}

/** Open a scenario through the toolbar's Open scenario file input. */
export async function openScenario(page: Page, scenario: unknown, name = "scenario.json") {
  await whenLive(page);
  const text = typeof scenario === "string" ? scenario : JSON.stringify(scenario);
  await page.getByLabel("Scenario file to open").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text, "utf8") });
}

export async function waitForHash(page: Page, prefix: string): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => location.hash), { timeout: 10_000 })
    .toMatch(new RegExp(`^${prefix.replace(/[/#]/g, "\\$&")}`));
  return page.evaluate(() => location.hash);
}

export async function grantClipboard(context: BrowserContext, baseURL: string) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL).origin });
}

export function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Random text that deflate cannot shrink much: a file of it makes a link about 1.1x its length. */
export function incompressible(chars: number): string {
  return randomBytes(Math.ceil((chars * 3) / 4))
    .toString("base64url")
    .slice(0, chars);
}
