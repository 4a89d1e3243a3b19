/**
 * GitHub Copilot: repository-wide `.github/copilot-instructions.md`, path-specific
 * `.github/instructions/**\/*.instructions.md` (applyTo, excludeAgent), AGENTS.md / CLAUDE.md /
 * GEMINI.md, and the CLI's personal files in ~/.copilot. Four surfaces, one variant each: Copilot CLI
 * (`upstream`), the cloud coding agent (`coding-agent`), Copilot Chat in VS Code (`vscode`) and in
 * Visual Studio (`visual-studio`). Copilot
 * does not publish how it words the result, so the prompt is a neutral, labelled listing.
 *
 * Sources (read 2026-11; every detail and the source it came from: README.md):
 * - GitHub docs, "Adding custom instructions for GitHub Copilot CLI"
 *   https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions
 *   (github/docs content/copilot/how-tos/copilot-cli/customize-copilot/add-custom-instructions.md
 *   @ 6f9b197a1139caaab2722df1348ca65bdef66973, and the enterprise-cloud page's newer location table)
 * - GitHub docs, "Adding repository custom instructions" (github/docs
 *   content/copilot/how-tos/configure-custom-instructions/add-repository-instructions.md
 *   @ 6a4a926ba810920a3ed0afaf3823740a4c2ff3fe) and data/reusables/copilot/custom-instructions-path.md
 *   @ 27958cad484c56831e2002b58eaf3ac6d97e49b1 (applyTo globs, excludeAgent)
 * - GitHub docs, CLI configuration directory (COPILOT_HOME) github/docs
 *   content/copilot/reference/copilot-cli-reference/cli-config-dir-reference.md @ 03b432e6d532db63f40312771e3ba8212d1995c0
 * - microsoft/vscode src/vs/sessions/copilot-customizations-spec.md @ 449c67ba0aa0186331ce2980976b4976248aaba9
 *   (snapshot of github/copilot-agent-runtime, 2026-02-25: file table, merge order, content dedupe)
 * - microsoft/vscode src/vs/workbench/contrib/chat/common/promptSyntax/computeAutomaticInstructions.ts
 *   @ 0155379dd454c4c093441a632fb9d3df2a432a3b (VS Code applyTo matching and collection order)
 * - microsoft/vscode src/vs/workbench/contrib/chat/common/promptSyntax/promptFileParser.ts
 *   @ d634789a6e1303ec349925c23d62e34185b6150a (PromptHeader.applyTo reads a string only: a YAML list is ignored)
 * - microsoft/vscode-docs docs/agent-customization/custom-instructions.md @ 6d3b01a523d4e1cb639770c6009abe5fdae5933a
 * - github/copilot-cli-for-beginners 04-agents-custom-instructions/README.md (no frontmatter: every request)
 * - github/copilot-cli issues #1954 (XDG_CONFIG_HOME no longer read) and #713 (help text locations)
 * - Visual Studio: MicrosoftDocs/visualstudio-docs docs/ide/copilot-chat-context.md @ 318f16bacc0ff99c0d135b3140602acaf90c0d0f
 *   (ms.date 2025-11-11: the Options checkbox, .github/instructions/*.instructions.md with applyTo);
 *   github/docs add-repository-instructions-in-your-ide.md @ 58a26b8bb82505b3872d339a331ee85bb5fa7dc3
 *   (Visual Studio tab: on by default, `#file:'…'` syntax) and custom-instructions-support.md
 *   @ 0460e4095b136e687f3647e7c2420427b90ae4dc; fsprojects/FSharp.Azure.Cosmos
 *   .github/instructions/file-references.findings.md @ bc845838 (3p, read from Visual Studio 18.12's
 *   binaries on 2026-11-08: which reference lines load a file)
 */
import { Composer } from "../../core/compose";
import type { Block } from "../../types";
import { includedSource, type Entry } from "./collect";
import { LISTING } from "./facts";
import type { Listed } from "./vscode";
import { defineProfile, type ContextOf } from "../define";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { copilotMeta } from "./meta";

type Ctx = ContextOf<typeof copilotMeta>;

function listing(entries: Entry[]): Composer {
  const c = new Composer();
  if (entries.length === 0) return c;
  c.frame(LISTING.header);
  for (const e of entries) {
    c.frame(LISTING.item(e.label, e.path));
    c.content(e.text, e.path);
    if (!e.text.endsWith("\n")) c.frame("\n");
  }
  return c;
}

function listedText(listed: Listed[]): string {
  const lines = listed.map((l) => {
    const bits = [l.patterns ? `applyTo: ${l.patterns.join(", ")}` : "", l.description ? `description: ${l.description}` : ""].filter(
      (b) => b !== "",
    );
    return `- ${l.path}${bits.length > 0 ? ` (${bits.join("; ")})` : ""}\n`;
  });
  return LISTING.listedHeader + lines.join("");
}

function resolve(ctx: Ctx, b: Behaviour) {
  const { books, listed, prompt: own } = b.collect(ctx);
  const prompt = own ?? listing(books.start);
  if (books.start.length === 0) ctx.decide("no instruction files apply at session start: nothing is added");

  for (const e of books.start) ctx.source(books.withScope(includedSource(e)));
  for (const s of books.startNotes) ctx.source(books.withScope(s));
  for (const r of books.reads) for (const e of r.items) ctx.source(books.withScope(includedSource(e)));
  for (const s of books.readNotes) ctx.source(books.withScope(s));

  const { role, surface } = b;
  const blocks: Block[] = [
    {
      role: "system",
      label: `${surface} system prompt: base instructions, tools and environment (not published)`,
      text: "",
      placeholder: true,
    },
    {
      role,
      label: b.startLabel,
      text: prompt.toString(),
    },
  ];
  if (listed.length > 0)
    blocks.push({
      role: "user",
      label: "Instruction files named to the model for on-demand reading (Rulescope listing)",
      text: listedText(listed),
    });
  for (const r of books.reads)
    blocks.push({
      role,
      label: r.open
        ? `Attached while ${r.entry} is the active editor (Rulescope listing)`
        : `Attached when ${r.entry} is worked on (Rulescope listing; how Copilot attaches it is not published)`,
      trigger: `${r.open ? "open" : "read"} ${r.entry}`,
      text: listing(r.items).toString(),
    });
  return { prompt, blocks };
}

export const copilot = defineProfile(copilotMeta, BEHAVIOURS, resolve);
