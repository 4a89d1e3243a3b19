/**
 * The session controls: every change re-resolves at once. The page opens on crabcode-nearest-wins
 * (cwd /repo/packages/api; /repo/AGENTS.md, /repo/packages/api/CLAUDE.md, a global crabcode AGENTS.md).
 * Expected prompts are written by hand from the profiles' rules: crabcode labels each file
 * "Instructions from: <path>\n" and puts "\n\n---\n\n" before the global file; codex wraps the project
 * docs in "# AGENTS.md instructions for <cwd>\n\n<INSTRUCTIONS>\n...\n</INSTRUCTIONS>".
 * On a phone the columns are tabs: the tests open the Session tab to edit and the Result tab to check.
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/guards";
import { playground, showPane } from "./support/page";
import { loadLib } from "./support/share-helpers";

// The preview resolves in a Web Worker; on a busy 2-core box a result can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

const ROOT_WINS =
  "Instructions from: /repo/AGENTS.md\n# Monorepo rules\n- Use pnpm.\n" +
  "\n\n---\n\n" +
  "Instructions from: /home/user/.config/crabcode/AGENTS.md\nAnswer in English.\n";
const CODEX_FULL = "# AGENTS.md instructions for /repo/packages/api\n\n<INSTRUCTIONS>\n# Monorepo rules\n- Use pnpm.\n\n</INSTRUCTIONS>";
const CODEX_CUT_AT_10 = "# AGENTS.md instructions for /repo/packages/api\n\n<INSTRUCTIONS>\n# Monorepo\n</INSTRUCTIONS>";

/** Shows a column: a tab on a phone, always visible on a desktop. */
const pane = (page: Page, name: "Session" | "Result") => showPane(page, name);

function session(page: Page) {
  return {
    agent: page.getByRole("combobox", { name: "Agent", exact: true }),
    variant: page.getByRole("combobox", { name: "Variant", exact: true }),
    cwd: page.getByRole("textbox", { name: "Working directory", exact: true }),
    home: page.getByRole("textbox", { name: "Home directory", exact: true }),
    environment: page.getByRole("group", { name: "Environment", exact: true }),
    prompt: page.getByRole("textbox", { name: "Prompt", exact: true }),
    tools: page.getByRole("textbox", { name: "Tool IDs", exact: true }),
    mcp: page.getByRole("group", { name: "MCP clients", exact: true }),
    contextPaths: page.getByRole("textbox", { name: "Context paths", exact: true }),
    openFiles: page.getByRole("textbox", { name: "Open in the editor", exact: true }),
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto("/#example/crabcode-nearest-wins");
  await pane(page, "Session");
  await expect(session(page).agent).toHaveValue("crabcode");
});

test("the working directory picks the winning file; odd paths are flagged in words", async ({ page }) => {
  const s = session(page);
  const ui = playground(page);
  await expect(s.cwd).toHaveValue("/repo/packages/api");
  // While the field has focus, the tree's folders that match what is typed are offered.
  await s.cwd.fill("/repo/pa");
  const folders = page.getByRole("list", { name: "Matching folders" }).getByRole("button");
  await expect(folders).toHaveText(["/repo/packages", "/repo/packages/api", "/repo/packages/api/src"]);
  await folders.filter({ hasText: /^\/repo\/packages\/api\/src$/ }).click();
  await expect(s.cwd).toHaveValue("/repo/packages/api/src");
  await expect(s.cwd).toBeFocused();
  await pane(page, "Result");
  await expect.poll(ui.promptText).toContain("Instructions from: /repo/packages/api/CLAUDE.md\n");

  await pane(page, "Session");
  await s.cwd.fill("/repo");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toBe(ROOT_WINS);
  await expect(ui.source("/repo/AGENTS.md")).toContainText("included");

  // A folder that is not in the tree is allowed (the walk starts there) but said so.
  await pane(page, "Session");
  await s.cwd.fill("/repo/nowhere");
  await expect(page.getByText("No folder /repo/nowhere in the tree")).toBeVisible();
  await expect(s.cwd).not.toHaveAttribute("aria-invalid", "true");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toBe(ROOT_WINS);

  // A relative path is flagged and not applied: the last good directory stays in force.
  await pane(page, "Session");
  await s.cwd.fill("repo/packages/api");
  await expect(s.cwd).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Must be an absolute path starting with /.")).toBeVisible();
  await expect(s.cwd).toHaveValue("repo/packages/api");
  await pane(page, "Result");
  expect(await ui.promptText()).toBe(ROOT_WINS);

  await pane(page, "Session");
  await s.cwd.fill("/repo/packages/api");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toContain("Instructions from: /repo/packages/api/CLAUDE.md\n# API rules\n");
});

test("the home directory moves the global file", async ({ page }) => {
  const s = session(page);
  const ui = playground(page);
  await expect(s.home).toHaveValue("");
  await expect(s.home).toHaveAttribute("placeholder", "/home/user");
  await s.home.fill("/home/other");
  await pane(page, "Result");
  await expect
    .poll(ui.promptText)
    .toBe("Instructions from: /repo/packages/api/CLAUDE.md\n# API rules\n- Every handler validates input with zod.\n");
  await pane(page, "Session");
  await s.home.fill("");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toContain("Instructions from: /home/user/.config/crabcode/AGENTS.md\nAnswer in English.\n");
});

test("an env toggle drops CLAUDE.md; the variables text follows the checkbox and back", async ({ page }) => {
  const s = session(page);
  const ui = playground(page);
  const toggle = s.environment.getByRole("checkbox", { name: "CRABCODE_DISABLE_CLAUDE_CODE", exact: true });
  const variables = s.environment.getByRole("textbox", { name: "Variables" });
  // Drawn from crabcode's profile, with each toggle's description.
  await expect(s.environment.getByRole("checkbox")).toHaveCount(4);
  await expect(s.environment.getByRole("checkbox", { name: "XDG_CONFIG_HOME", exact: true })).not.toBeChecked();
  await expect(s.environment).toContainText("Ignore ~/.claude/CLAUDE.md only.");

  await toggle.check();
  await expect(variables).toHaveValue("CRABCODE_DISABLE_CLAUDE_CODE=1");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toBe(ROOT_WINS);
  expect(await ui.promptText()).not.toContain("CLAUDE.md");
  await expect(ui.source("/repo/packages/api/CLAUDE.md")).toContainText("disabled");
  await expect(ui.source("/repo/packages/api/CLAUDE.md")).toContainText("CRABCODE_DISABLE_CLAUDE_CODE is set");

  // The seed variant only drops project CLAUDE.md with CRABCODE_DISABLE_CLAUDE_CODE_PROJECT.
  await pane(page, "Session");
  await s.variant.selectOption("seed");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toContain("Instructions from: /repo/packages/api/CLAUDE.md\n");
  await pane(page, "Session");
  await s.variant.selectOption("upstream");

  // Typed lines tick checkboxes; a bad line is flagged and left out.
  await variables.fill("CRABCODE_DISABLE_CLAUDE_CODE=1\nXDG_CONFIG_HOME=/home/user/.xdg\nnot a variable");
  await expect(s.environment.getByRole("checkbox", { name: "XDG_CONFIG_HOME", exact: true })).toBeChecked();
  await expect(s.environment).toContainText('Line 3: "not a variable" has no =; write KEY=VALUE.');
  await pane(page, "Result");
  // XDG_CONFIG_HOME moved ~/.config: no global crabcode file any more.
  await expect.poll(ui.promptText).toBe("Instructions from: /repo/AGENTS.md\n# Monorepo rules\n- Use pnpm.\n");

  // Unticking deletes the key's line; the line not yet valid stays in the text, still flagged.
  await pane(page, "Session");
  await toggle.uncheck();
  await expect(variables).toHaveValue("XDG_CONFIG_HOME=/home/user/.xdg\nnot a variable");
  await s.environment.getByRole("checkbox", { name: "XDG_CONFIG_HOME", exact: true }).uncheck();
  await expect(variables).toHaveValue("not a variable");
  await expect(s.environment).toContainText('Line 1: "not a variable" has no =');
  await pane(page, "Result");
  await expect.poll(ui.promptText).toContain("Instructions from: /repo/packages/api/CLAUDE.md\n");
});

test("switching agent keeps the tree and session; the variant list and controls follow the profile", async ({ page }) => {
  const s = session(page);
  const ui = playground(page);
  await s.cwd.fill("/repo/packages/api/");
  await s.agent.selectOption("codex");
  await expect(s.variant).toHaveValue("upstream");
  await expect(s.variant.locator("option")).toHaveText(["upstream (default)", "seed"]);
  // Codex's own toggles replace crabcode's; the working directory is kept.
  await expect(s.environment.getByRole("checkbox")).toHaveCount(1);
  await expect(s.environment.getByRole("checkbox", { name: "CODEX_HOME", exact: true })).toBeVisible();
  await expect(s.cwd).toHaveValue("/repo/packages/api/");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toBe(CODEX_FULL);

  await pane(page, "Session");
  await s.variant.selectOption("seed");
  await expect(s.variant).toHaveValue("seed");
  await expect(page.getByText("The seed's project_doc.rs: .git root from the canonical cwd")).toBeVisible();
  await pane(page, "Result");
  await expect.poll(ui.promptText).toBe(CODEX_FULL);
  await expect(ui.source("/repo/AGENTS.md")).toContainText("included");

  // Back to crabcode: its default variant, not codex's last choice.
  await pane(page, "Session");
  await s.agent.selectOption("crabcode");
  await expect(s.variant).toHaveValue("upstream");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toContain("Instructions from: /repo/packages/api/CLAUDE.md\n");
});

test("the upstream sources are loaded when opened, every one a link, and follow the agent", async ({ page }) => {
  const { PROFILES } = await loadLib();
  const sourcesOf = (id: string) => PROFILES.find((p) => p.id === id)!.sources;
  const summary = page.getByText(/^Upstream sources \(\d+\)$/);
  const list = page.getByRole("list", { name: "Upstream sources", exact: true });
  await expect(summary).toHaveText(`Upstream sources (${sourcesOf("crabcode").length})`);
  // Not in the page at all until opened (a CSS query counts hidden elements too; a role query would not).
  await expect(page.locator('ul[aria-label="Upstream sources"]')).toHaveCount(0);
  await summary.click();
  const links = list.getByRole("link");
  // Every source by its label and link, then the home page where no source is it.
  await expect(links.first()).toHaveText(sourcesOf("crabcode")[0].label);
  await expect(links).toHaveCount(sourcesOf("crabcode").length + 1);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    ...sourcesOf("crabcode").map((s) => s.url),
    PROFILES.find((p) => p.id === "crabcode")!.homepage,
  ]);
  // Another agent: its own count, and its own list once opened again.
  await session(page).agent.selectOption("codex");
  await expect(summary).toHaveText(`Upstream sources (${sourcesOf("codex").length})`);
  await summary.click();
  await expect(links.first()).toHaveText(sourcesOf("codex")[0].label);
});

test("a codex config key truncates; text that is not a number is flagged and not applied", async ({ page }) => {
  const s = session(page);
  const ui = playground(page);
  await s.agent.selectOption("codex");
  const maxBytes = page.getByRole("textbox", { name: "project_doc_max_bytes", exact: true });
  await expect(maxBytes).toHaveValue("");
  await expect(maxBytes).toHaveAttribute("placeholder", "default 32768");

  await maxBytes.fill("10");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toBe(CODEX_CUT_AT_10);
  await expect(ui.source("/repo/AGENTS.md")).toContainText("truncated");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("kept 10 of 29 bytes, budget 10");

  await pane(page, "Session");
  await maxBytes.fill("10kb");
  await expect(page.getByText('"10kb" is not a number.')).toBeVisible();
  await expect(maxBytes).toHaveAttribute("aria-invalid", "true");
  await pane(page, "Result");
  expect(await ui.promptText()).toBe(CODEX_CUT_AT_10);

  // Empty removes the key: the default budget applies again.
  await pane(page, "Session");
  await maxBytes.fill("");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toBe(CODEX_FULL);

  // A string[] key, one name a line: the project root moves to the folder holding the marker.
  await pane(page, "Session");
  await page.getByRole("textbox", { name: "project_root_markers", exact: true }).fill("CLAUDE.md");
  await pane(page, "Result");
  await expect.poll(ui.promptText).toBe("");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("unmatched");
  await expect(ui.source("/repo/AGENTS.md")).toContainText("above the project root /repo/packages/api");
});

test("prompt, tool ids, MCP clients and more-session fields reach the agent (opencode-rules debug log)", async ({ page }) => {
  const s = session(page);
  const ui = playground(page);
  await s.agent.selectOption("opencode-rules");
  await s.environment.getByRole("checkbox", { name: "OPENCODE_RULES_DEBUG", exact: true }).check();

  await s.prompt.fill("/review the diff\nthen summarise");
  await expect(s.prompt).toHaveValue("/review the diff\nthen summarise");
  await s.tools.fill("bash, edit  read,");
  await expect(s.tools).toHaveValue("bash, edit  read,");
  await expect(page.getByText("3 tool ids.")).toBeVisible();

  await s.mcp.getByRole("button", { name: "Add MCP client" }).click();
  await s.mcp.getByRole("textbox", { name: "MCP client 1 name" }).fill("docs");
  await s.mcp.getByRole("button", { name: "Add MCP client" }).click();
  await s.mcp.getByRole("textbox", { name: "MCP client 2 name" }).fill("search");
  await s.mcp.getByRole("combobox", { name: "MCP client 2 status" }).selectOption("failed");

  await page.getByText("More session").click();
  await page.getByRole("textbox", { name: "Model", exact: true }).fill("gpt-5");
  await page.getByRole("textbox", { name: "Session mode", exact: true }).fill("plan");
  await page.getByRole("textbox", { name: "Git branch", exact: true }).fill("feature/x");
  await page.getByRole("combobox", { name: "Platform (os)", exact: true }).selectOption("darwin");

  await pane(page, "Result");
  await expect(ui.diagnostics).toContainText("Built-in tools: bash, edit, read (3 total)");
  await expect(ui.diagnostics).toContainText("MCP capability IDs: mcp_docs");
  await expect(ui.diagnostics).not.toContainText("mcp_search");
  await expect(ui.diagnostics).toContainText("Filter context: model=gpt-5, agent=plan, command=/review, branch=feature/x, os=darwin");

  await pane(page, "Session");
  await s.mcp.getByRole("button", { name: "Remove MCP client 1" }).click();
  await s.mcp.getByRole("combobox", { name: "MCP client 1 status" }).selectOption("connected");
  await pane(page, "Result");
  await expect(ui.diagnostics).toContainText("MCP capability IDs: mcp_search");
});

test("context paths attach nested files when read (opencode), picked from the tree", async ({ page }) => {
  const s = session(page);
  const ui = playground(page);
  await s.agent.selectOption("opencode");
  await s.cwd.fill("/repo");
  // An input with a <datalist> of the tree's files (a combobox to assistive tech).
  const pick = page.getByRole("combobox", { name: "Context path to add" });
  const files = await page
    .locator(`datalist#${await pick.getAttribute("list")} option`)
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(files).toContain("/repo/packages/api/src/index.ts");
  await pick.fill("/repo/packages/api/src/index.ts");
  await page.getByRole("button", { name: "Add context path" }).click();
  await expect(s.contextPaths).toHaveValue("/repo/packages/api/src/index.ts");
  await pane(page, "Result");
  await expect(ui.source("/repo/packages/api/CLAUDE.md")).toContainText("included");
  await expect(ui.source("/repo/packages/api/CLAUDE.md")).toContainText("attached to the result of read /repo/packages/api/src/index.ts");

  // A path outside the tree is allowed but noted.
  await pane(page, "Session");
  await s.contextPaths.fill("/repo/packages/api/src/index.ts, src/missing.ts");
  await expect(page.getByText("Not a file in the tree (relative paths start at the working directory): src/missing.ts")).toBeVisible();
});

test("files open in the editor attach Kiro fileMatch steering, picked from the tree", async ({ page }) => {
  const s = session(page);
  const ui = playground(page);
  // A hash change after the page loaded is no new link: the example comes from the Examples menu.
  await page.getByRole("button", { name: "Examples" }).click();
  await page
    .getByRole("menu", { name: "Examples" })
    .getByRole("menuitem", { name: "Kiro: fileMatch steering for the file open in the editor", exact: true })
    .click();
  await pane(page, "Session");
  await expect(s.openFiles).toHaveValue("/repo/src/ui/Button.tsx");
  await pane(page, "Result");
  await expect(ui.source("/repo/.kiro/steering/ui.md")).toContainText("open in the editor");
  // Emptied, ui.md no longer attaches; picked again from the tree's files, it does.
  await pane(page, "Session");
  await s.openFiles.fill("");
  await pane(page, "Result");
  await expect(ui.source("/repo/.kiro/steering/ui.md")).toContainText("unmatched");
  await pane(page, "Session");
  await page.getByRole("combobox", { name: "Open file to add" }).fill("/repo/src/ui/Button.tsx");
  await page.getByRole("button", { name: "Add open file" }).click();
  await pane(page, "Result");
  await expect(ui.source("/repo/.kiro/steering/ui.md")).toContainText("included");
});
