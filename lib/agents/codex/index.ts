/**
 * Codex CLI (openai/codex): the global AGENTS.md under CODEX_HOME, then one doc per directory from the
 * project root down to the working directory under a shared byte budget, sent as one user message.
 *
 * Sources (full list and every detail decided: README.md):
 * - openai/codex codex-rs/core/src/agents_md.rs @ 0cf644af40f76ffdfbac134b4b17aca78e8dcef5 (upstream)
 * - openai/codex codex-rs/core/src/agents_md_tests.rs @ 04393ff90d514aaf44ff0cf78454a1e2bbd05c94 (wrapper text)
 * - openai/codex codex-rs/core/src/context/user_instructions.rs, codex-rs/core/src/instructions/user_instructions.rs
 * - openai/codex codex-rs/config project_root_markers_from_config (markers: list of strings, [] = off)
 * - openai/codex codex-rs/core/src/project_doc.rs @ 0bd53e457bf7dc40ff77fe2780e9c3070505b3b7 (seed variant details)
 * - seed 001 "Project docs (AGENTS.md) discovery & merge rules" (the `seed` variant)
 * - https://developers.openai.com/codex/guides/agents-md
 */
import { Composer } from "../../core/compose";
import type { Block } from "../../types";
import type { AgentProfile, ResolveContext } from "../base";
import { BEHAVIOURS } from "./behaviour";
import { examples } from "./examples";
import { CODEX_HOME_ENV, DOC_JOINER, HOME_PATHS, PROJECT_DOC_SEPARATOR, WRAPPER } from "./facts";
import { resolveGlobal, type GlobalDoc } from "./global-doc";
import { resolveProjectDocs, type ProjectDoc } from "./project-docs";
import { configKeys, readSettings } from "./settings";

/** user(global) + separator + docs joined by blank lines, inside the AGENTS.md user message. */
function compose(cwd: string, global: GlobalDoc | null, docs: ProjectDoc[]): Composer {
  const message = new Composer();
  if (!global && docs.length === 0) return message;
  message.frame(`${WRAPPER.head}${cwd}${WRAPPER.open}`);
  if (global) message.content(global.text, global.path);
  docs.forEach((doc, i) => {
    if (i > 0) message.frame(DOC_JOINER);
    else if (global) message.frame(PROJECT_DOC_SEPARATOR);
    message.content(doc.text, doc.path);
  });
  return message.frame(WRAPPER.close);
}

function checkCwd(ctx: ResolveContext): void {
  const st = ctx.fs.stat(ctx.input.cwd);
  if (!st.ok || st.value.kind !== "dir")
    ctx.diag({ level: "warning", code: "cwd-not-a-directory", path: ctx.input.cwd, message: `The working directory ${ctx.input.cwd} is not a directory in this tree; Codex would not start there. Paths are still walked as given.` });
}

function resolve(ctx: ResolveContext) {
  const b = BEHAVIOURS[ctx.variant === "seed" ? "seed" : "upstream"];
  checkCwd(ctx);
  const settings = readSettings(ctx);
  const global = resolveGlobal(ctx, b);
  const docs = resolveProjectDocs(ctx, b, settings);
  const prompt = compose(ctx.input.cwd, global, docs);
  if (prompt.length === 0) ctx.decide("no global file and no project doc: Codex sends no AGENTS.md message");
  const blocks: Block[] = [
    { role: "system", label: "Codex base instructions (the model prompt, sent as the request's instructions)", text: "", placeholder: true },
    { role: "developer", label: "Permissions instructions (sandbox mode, approval policy) and any developer instructions", text: "", placeholder: true },
    ...(prompt.length > 0 ? [{ role: "user" as const, label: "AGENTS.md instructions (global file, then project docs)", text: prompt.toString() }] : []),
    { role: "user", label: "<environment_context> (cwd, shell, current date, timezone)", text: "", placeholder: true },
  ];
  return { prompt, blocks };
}

export const codex = {
  id: "codex",
  name: "Codex CLI",
  homepage: "https://github.com/openai/codex",
  sources: [
    { label: "openai/codex codex-rs/core/src/agents_md.rs", url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/agents_md.rs", commit: "0cf644af40f76ffdfbac134b4b17aca78e8dcef5" },
    { label: "openai/codex codex-rs/core/src/agents_md_tests.rs (wrapper text)", url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/agents_md_tests.rs", commit: "04393ff90d514aaf44ff0cf78454a1e2bbd05c94" },
    { label: "openai/codex codex-rs/core/src/instructions/user_instructions.rs", url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/instructions/user_instructions.rs", commit: "0b2b8c901256a4f863c023b4200cab515b464ed3" },
    { label: "openai/codex codex-rs/core/src/project_doc.rs (older loader; seed variant)", url: "https://github.com/openai/codex/blob/main/codex-rs/core/src/project_doc.rs", commit: "0bd53e457bf7dc40ff77fe2780e9c3070505b3b7" },
    { label: "Codex docs: Custom instructions with AGENTS.md", url: "https://developers.openai.com/codex/guides/agents-md" },
    { label: "seed 001: Project docs (AGENTS.md) discovery & merge rules", url: "docs/agents/seeds.md#seed-001" },
  ],
  textFidelity: "exact",
  variants: [
    { id: "upstream", description: "Codex today (agents_md.rs): project_root_markers, lexical cwd, regular files only, unreadable global files warn.", models: { version: "openai/codex codex-rs/core/src/agents_md.rs @ 0cf644a", checked: "2026-11-22" } },
    { id: "seed", description: "The seed's project_doc.rs: .git root from the canonical cwd, any symlink takes a directory's slot, no UTF-8 warnings.", models: { version: "openai/codex codex-rs/core/src/project_doc.rs @ 0bd53e4 (seed 001)", checked: "2026-11-22" } },
  ],
  defaultVariant: "upstream",
  envToggles: [{ name: CODEX_HOME_ENV, description: "Moves the global directory (default ~/.codex) that holds AGENTS.override.md / AGENTS.md.", onValue: "/home/user/.codex-alt" }],
  configKeys,
  homePaths: HOME_PATHS,
  markers: ["AGENTS.override.md", ".codex/"],
  examples,
  resolve,
} satisfies AgentProfile;
