/**
 * Zed (zed-industries/zed, open source): the Zed Agent puts one project rules file per worktree into
 * its system prompt, the first of RULES_FILE_NAMES that is a file at the worktree root, and since
 * v1.4.0 the personal `AGENTS.md` in Zed's config folder before it. The wording is Zed's own
 * template (crates/agent/src/templates/system_prompt.hbs), so the text is exact.
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { Composer } from "../../core/compose";
import { utf8Length } from "../../core/bytes";
import { basename, join, normalize, resolvePath } from "../../core/paths";
import type { Block, Source } from "../../types";
import { readCandidate } from "../../core/read";
import { failedReadStatusOrDangling, noText, readTextOrNote } from "../shared";
import { BEHAVIOURS, type Behaviour } from "./behaviour";
import { CONFIG, CONFIG_DIR, ENV, FENCE, NO_TOOLS_PROFILE, PERSONAL_FILE, TEMPLATE } from "./facts";
import { escapeHtml } from "./handlebars";
import { defineProfile, type ContextOf } from "../define";
import { readSettings } from "../settings";
import { zedMeta } from "./meta";

type Ctx = ContextOf<typeof zedMeta>;

interface RulesFile {
  root: string;
  rel: string;
  path: string;
  text: string;
  size: number;
}

const abs = (v: string | undefined): string | undefined => (v && v.startsWith("/") ? normalize(v) : undefined);

/** paths::agents_file() for the session's platform. */
function personalFile(ctx: Ctx): string {
  const { env, home, session } = ctx.input;
  if (session.os === "win32") return join(abs(env[ENV.appData]) ?? join(home, "AppData/Roaming"), CONFIG_DIR.windows, PERSONAL_FILE);
  if (session.os === "darwin") return join(home, CONFIG_DIR.mac, PERSONAL_FILE);
  const base = abs(env[ENV.flatpakXdg]) ?? abs(env[ENV.xdg]) ?? join(home, ".config");
  return join(base, CONFIG_DIR.linux, PERSONAL_FILE);
}

/** The working directory, then each folder in config `worktrees` (relative ones from the working directory), once each. */
function worktrees(ctx: Ctx): string[] {
  const list = readSettings(ctx, zedMeta.configKeys).values[CONFIG.worktrees].filter((w) => w !== "");
  return [...new Set([normalize(ctx.input.cwd), ...list.map((w) => resolvePath(ctx.input.cwd, w))])];
}

/** The worktree's rules file: the first name whose entry is a file; later names that exist are shadowed. */
function rulesFileOf(ctx: Ctx, root: string, names: readonly string[], notes: Source[]): RulesFile | null {
  let chosen: string | null = null;
  let file: RulesFile | null = null;
  for (const rel of names) {
    const path = join(root, rel);
    const st = ctx.fs.stat(path);
    if (chosen !== null) {
      if (st.ok && st.value.kind === "file")
        notes.push({
          ...noText(
            path,
            "project",
            "shadowed",
            `Shadowed: ${chosen} comes first in Zed's list, and Zed reads one rules file per worktree.`,
            st.value.size,
          ),
        });
      continue;
    }
    if (!st.ok || st.value.kind !== "file") {
      if (st.ok && st.value.kind === "dir") ctx.decide(`${path} is a folder, not a file: Zed skips it and tries the next name`, path);
      continue;
    }
    chosen = path;
    ctx.decide(`${path} is the first rules file name present in ${root}: Zed uses it`, path);
    const read = readTextOrNote(ctx, path, "project", (n) => notes.push(n));
    if (!read) {
      ctx.diag({
        level: "warning",
        code: "file-unreadable",
        path,
        message: `${path} is the worktree's rules file but could not be read: Zed reports "The project instruction file could not be read." and sends no project rules for ${root}; it does not fall back to the next name.`,
      });
      continue;
    }
    file = { root, rel, path, text: read.text.trim(), size: read.size };
  }
  return file;
}

/** user_agents_md.rs: read whole as UTF-8 and trimmed; empty, missing or unreadable means no personal section. */
function readPersonal(ctx: Ctx, notes: Source[]): { path: string; text: string; size: number } | null {
  const path = personalFile(ctx);
  const r = readCandidate(ctx.fs, path);
  const unreadable = (reason: string, size = 0) => {
    notes.push(noText(path, "global", "unreadable", reason, size));
    ctx.diag({
      level: "warning",
      code: "file-unreadable",
      path,
      message: `${path} exists but cannot be read: Zed shows the read error and leaves the personal section out.`,
    });
    return null;
  };
  if (r.kind !== "file") {
    const s = failedReadStatusOrDangling(r);
    return s ? unreadable(s.reason) : null;
  }
  if (!r.validUtf8)
    return unreadable(
      "Not valid UTF-8: Zed reads the file as a UTF-8 string, the read fails, and the personal section is left out.",
      r.size,
    );
  const text = r.text.trim();
  if (text === "") {
    notes.push(noText(path, "global", "empty", "Empty: the personal AGENTS.md has only whitespace, which Zed treats as no file.", r.size));
    return null;
  }
  return { path, text, size: r.size };
}

function fenced(c: Composer, text: string, path: string): void {
  c.frame(`${FENCE}\n`);
  c.content(text, path);
  c.frame(`\n${FENCE}\n`);
}

function resolve(ctx: Ctx, b: Behaviour) {
  const tools = (ctx.input.session.mode ?? "").toLowerCase() !== NO_TOOLS_PROFILE;
  const sources: Source[] = [];
  const notes: Source[] = [];

  let personal: { path: string; text: string; size: number } | null = null;
  if (b.personalFile) personal = readPersonal(ctx, notes);
  else
    ctx.diag({
      level: "info",
      code: "rules-library-not-modelled",
      message:
        "Before v1.4.0, default rules from Zed's Rules Library were added after the project rules. They live in Zed's database, not in files, so Rulescope cannot show them.",
    });

  const files: RulesFile[] = [];
  for (const root of worktrees(ctx)) {
    const f = rulesFileOf(ctx, root, b.names, notes);
    if (f) files.push(f);
    else ctx.decide(`no rules file at the root of ${root}`, root);
  }

  const c = new Composer();
  if (personal || files.length > 0) {
    const t = b.template;
    c.frame(t.header + t.intro(tools));
    if (personal) {
      c.frame(TEMPLATE.personalHead);
      fenced(c, personal.text, personal.path);
      c.frame("\n");
      sources.push({
        path: personal.path,
        layer: "global",
        status: "included",
        reason: "Included: the personal AGENTS.md, first under User's Custom Instructions; project rules below it take precedence.",
        bytes: personal.size,
        includedBytes: Math.min(personal.size, utf8Length(personal.text)),
      });
    }
    if (files.length > 0) {
      c.frame(t.projectHead);
      for (const f of files) {
        c.frame(`\`${escapeHtml(basename(f.root))}/${escapeHtml(f.rel)}\`:\n`);
        fenced(c, f.text, f.path);
        const empty = f.text === "";
        sources.push({
          path: f.path,
          layer: "project",
          status: empty ? "empty" : "included",
          reason: empty
            ? "Empty after trimming: it still is the worktree's rules file, so Zed writes an empty fenced block and reads no other name."
            : `Included: the first of Zed's rules file names present at the root of the worktree ${f.root}.`,
          bytes: f.size,
          includedBytes: Math.min(f.size, utf8Length(f.text)),
        });
      }
    }
    c.frame("\n");
  }
  for (const s of [...sources, ...notes]) ctx.source(s);

  const blocks: Block[] = [
    {
      role: "system",
      label: "Zed system prompt: instructions, tools, system information, skills (public template, not reproduced)",
      text: "",
      placeholder: true,
    },
  ];
  if (c.length > 0)
    blocks.push({ role: "system", label: "User's Custom Instructions (the end of Zed's system prompt)", text: c.toString() });
  return { prompt: c, blocks };
}

export const zed = defineProfile(zedMeta, BEHAVIOURS, resolve);
