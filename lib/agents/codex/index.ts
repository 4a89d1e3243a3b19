/**
 * Codex CLI (openai/codex): the global AGENTS.md under CODEX_HOME, then one doc per directory from the
 * project root down to the working directory under a shared byte budget, sent as one user message.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import type { Block } from "../../types";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { DOC_JOINER, MESSAGE_MARK, PROJECT_DOC_SEPARATOR, WRAPPER } from "./facts";
import { resolveGlobal, type GlobalDoc } from "./global-doc";
import { resolveProjectDocs, type ProjectDoc } from "./project-docs";
import { readSettings } from "./settings";
import { defineProfile, type ContextOf } from "../define";
import { codexMeta } from "./meta";

type Ctx = ContextOf<typeof codexMeta>;

/** user(global) + separator + docs joined by blank lines, inside the AGENTS.md user message. */
function compose(cwd: string, global: GlobalDoc | null, docs: ProjectDoc[], b: Behaviour): Composer {
  const message = new Composer();
  if (!global && docs.length === 0) return message;
  const namesCwd = docs.length > 0 || b.headingNamesCwdWithoutDocs;
  message.frame(`${namesCwd ? `${WRAPPER.head}${cwd}` : MESSAGE_MARK}${WRAPPER.open}`);
  if (global) message.content(global.text, global.path);
  docs.forEach((doc, i) => {
    if (i > 0) message.frame(DOC_JOINER);
    else if (global) message.frame(PROJECT_DOC_SEPARATOR);
    message.content(doc.text, doc.path);
  });
  return message.frame(WRAPPER.close);
}

function checkCwd(ctx: Ctx): void {
  const st = ctx.fs.stat(ctx.input.cwd);
  if (!st.ok || st.value.kind !== "dir")
    ctx.diag({
      level: "warning",
      code: "cwd-not-a-directory",
      path: ctx.input.cwd,
      message: `The working directory ${ctx.input.cwd} is not a directory in this tree; Codex would not start there. Paths are still walked as given.`,
    });
}

function resolve(ctx: Ctx, b: Behaviour) {
  checkCwd(ctx);
  const settings = readSettings(ctx, b);
  const global = resolveGlobal(ctx, b);
  const docs = resolveProjectDocs(ctx, b, settings);
  const prompt = compose(ctx.input.cwd, global, docs, b);
  if (prompt.length === 0) ctx.decide("no global file and no project doc: Codex sends no AGENTS.md message");
  const blocks: Block[] = [
    {
      role: "system",
      label: "Codex base instructions (the model prompt, sent as the request's instructions)",
      text: "",
      placeholder: true,
    },
    {
      role: "developer",
      label: "Permissions instructions (sandbox mode, approval policy) and any developer instructions",
      text: "",
      placeholder: true,
    },
    ...(prompt.length > 0
      ? [{ role: "user" as const, label: "AGENTS.md instructions (global file, then project docs)", text: prompt.toString() }]
      : []),
    { role: "user", label: "<environment_context> (cwd, shell, current date, timezone)", text: "", placeholder: true },
  ];
  return { prompt, blocks };
}

export const codex = defineProfile(codexMeta, BEHAVIOURS, resolve);
