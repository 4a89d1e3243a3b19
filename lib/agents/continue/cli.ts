/**
 * Continue's CLI, cn (@continuedev/cli; modelled and verified by the lab at 1.5.47, src/systemMessage.ts
 * as the package ships it). Its loader is its own, not the extension's:
 * - the first of AGENTS.md, AGENT.md, CLAUDE.md, CODEX.md that exists in the working directory is read
 *   whole (untrimmed); one that exists but cannot be read ends the search with nothing;
 * - then every name ending `.md` that Node's recursive readdir lists below `<cwd>/.continue/rules`, then
 *   `<CONTINUE_GLOBAL_DIR or ~/.continue>/rules` (breadth first, each folder in name order, linked
 *   folders entered), that is a file: its frontmatter parsed as the extension's markdownToRule does;
 *   `invokable` skips it; it is sent when `alwaysApply: true`, or with no alwaysApply, globs or regex
 *   (cn has no files in context); a rule whose text is blank is left out. Two files with the same text
 *   are both sent: the config service appends the rules deduplicated only against the config's own
 *   `rules:` (the lab's config has none), and the system message's second pass then adds nothing;
 * - all of it inside `<context name="userRules">…</context>` at the end of the system message.
 * cn reads the config it runs with (`--config`), not ~/.continue/config.yaml's `rules:`, and knows no
 * rules.md, .continue/prompts or .continuerules.
 */
import { utf8Length } from "../../core/bytes";
import { Composer } from "../../core/compose";
import { join, normalize, resolvePath } from "../../core/paths";
import type { Block, Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText, readTextOrNote } from "../shared";
import type { SourceLayer } from "../../source-layers";
import { CLI, COLOCATED_FILE, CONFIG_YAML, DOT_FILE, ENV_GLOBAL_DIR, GLOBAL_DIR, RULE_DIRS, WORKSPACE_DIR } from "./facts";
import { parseMarkdownRule } from "./rule-file";

const CN = `cn ${CLI.version}`;
/** Rulescope's bound on the folders one recursive listing visits. */
const MAX_LIST_DIRS = 5000;

/** Node's readdirSync(dir, { recursive: true }): breadth first, each folder's names sorted; null when any listing fails. */
function listRecursive(ctx: ProfileContext, dir: string): string[] | null {
  const queue = [dir];
  const out: string[] = [];
  for (let i = 0; i < queue.length && i < MAX_LIST_DIRS; i++) {
    const names = ctx.fs.readdir(queue[i]);
    if (!names.ok) return null;
    for (const n of names.value) {
      const p = join(queue[i], n);
      out.push(p);
      const st = ctx.fs.stat(p);
      if (st.ok && st.value.kind === "dir") queue.push(p);
    }
  }
  return out;
}

interface Taken {
  path: string;
  text: string;
}

/** cn's agent file: the first name that exists, read whole; "" when it is empty or cannot be read. */
function agentFile(ctx: ProfileContext, sources: Source[]): Taken | null {
  const { cwd } = ctx.input;
  const found = CLI.agentFiles.map((n) => join(cwd, n)).find((p) => ctx.fs.exists(p));
  if (!found) return null;
  for (const other of CLI.agentFiles.map((n) => join(cwd, n)).filter((p) => p !== found && ctx.fs.exists(p)))
    sources.push(noText(other, "agents", "unmatched", `Not read: ${CN} reads only the first of ${CLI.agentFiles.join(", ")} that exists.`));
  const r = readTextOrNote(ctx, found, "agents", (n) => sources.push(n));
  if (!r) {
    ctx.diag({
      level: "warning",
      code: "file-unreadable",
      path: found,
      message: `${found} exists but cannot be read: ${CN} warns and sends no agent file, without trying the next name.`,
    });
    return null;
  }
  if (r.text === "") {
    sources.push(noText(found, "agents", "empty", `Empty: ${CN} sends nothing for it.`, r.size));
    return null;
  }
  sources.push({
    path: found,
    layer: "agents",
    status: "included",
    reason: "Included: the first agent file found.",
    bytes: r.size,
    includedBytes: r.size,
  });
  return { path: found, text: r.text };
}

function markdownRules(ctx: ProfileContext, sources: Source[]): Taken[] {
  const { cwd, home, env } = ctx.input;
  const g = env[ENV_GLOBAL_DIR] ? normalize(resolvePath(cwd, env[ENV_GLOBAL_DIR])) : join(home, GLOBAL_DIR);
  const dirs: [string, SourceLayer][] = [
    [join(cwd, WORKSPACE_DIR, CLI.rulesDir), "workspace"],
    [join(g, CLI.rulesDir), "global"],
  ];
  const out: Taken[] = [];
  for (const [dir, layer] of dirs) {
    if (!ctx.fs.exists(dir)) continue;
    const listed = listRecursive(ctx, dir);
    if (listed === null) {
      const st = ctx.fs.stat(dir);
      if (st.ok && st.value.kind === "dir")
        ctx.diag({
          level: "warning",
          code: "rules-folder-failed",
          path: dir,
          message: `A folder below ${dir} cannot be listed: ${CN}'s recursive listing then fails, and it reads none of the folder's rules.`,
        });
      continue;
    }
    for (const path of listed) {
      if (!path.endsWith(CLI.ruleExt)) continue;
      const st = ctx.fs.stat(path);
      if (!st.ok || st.value.kind !== "file") continue;
      const r = readTextOrNote(ctx, path, layer, (n) => sources.push(n));
      if (!r) continue;
      const p = parseMarkdownRule(ctx, r.text, path);
      const d = p.data;
      const why = (reason: string, status: "unmatched" | "empty" = "unmatched") =>
        sources.push(noText(path, layer, status, reason, r.size));
      if (d.invokable) {
        why(`Not a rule: invokable makes it a slash command.`);
        continue;
      }
      if (!(d.alwaysApply === true || (d.alwaysApply === undefined && !d.globs && !d.regex))) {
        why(
          `Not sent: ${CN} sends only rules with alwaysApply: true, or with no alwaysApply, globs or regex (it has no files in context).`,
        );
        continue;
      }
      if (p.body.trim() === "") {
        why(`Empty: ${CN} leaves out a rule whose text is blank.`, "empty");
        continue;
      }
      out.push({ path, text: p.body });
      sources.push({
        path,
        layer,
        status: "included",
        reason: "Included: a .continue/rules file that always applies.",
        bytes: r.size,
        includedBytes: Math.min(r.size, utf8Length(p.body)),
      });
    }
  }
  return out;
}

/** Places the extension reads and cn does not, when they are there: said once each. */
function notRead(ctx: ProfileContext, sources: Source[]): void {
  const { cwd, home } = ctx.input;
  const places: [string, SourceLayer, string][] = [
    [join(cwd, DOT_FILE), "workspace", DOT_FILE],
    [join(cwd, COLOCATED_FILE), "colocated", COLOCATED_FILE],
    [join(cwd, WORKSPACE_DIR, RULE_DIRS[1]), "workspace", `${WORKSPACE_DIR}/${RULE_DIRS[1]}`],
    [join(home, GLOBAL_DIR, CONFIG_YAML), "global", `config.yaml's rules (cn reads the config it runs with)`],
  ];
  for (const [path, layer, what] of places)
    if (ctx.fs.exists(path)) sources.push(noText(path, layer, "unmatched", `Not read: ${CN} does not read ${what}.`));
}

export function resolveCli(ctx: ProfileContext): { prompt: Composer; blocks: Block[] } {
  const sources: Source[] = [];
  const agent = agentFile(ctx, sources);
  const rules = markdownRules(ctx, sources);
  notRead(ctx, sources);
  const prompt = new Composer();
  if (agent || rules.length > 0) {
    prompt.frame(CLI.open);
    if (agent) prompt.frame("\n").content(agent.text, agent.path);
    rules.forEach((r, i) => {
      prompt.frame(i > 0 ? CLI.separator : agent ? CLI.separator : "\n");
      prompt.content(r.text, r.path);
    });
    prompt.frame(CLI.close);
  } else ctx.decide(`no agent file and no rule: ${CN} adds no userRules element`);
  for (const s of sources) ctx.source(s);
  const blocks: Block[] = [
    {
      role: "system",
      label: `${CN} base system message (environment, git status, headless notes; not reproduced)`,
      text: "",
      placeholder: true,
    },
    { role: "system", label: "userRules element that ends the system message", text: prompt.toString() },
  ];
  return { prompt, blocks };
}
