/**
 * Roo Code (RooCodeInc/Roo-Code, open source; sunset in 2026-05). The last section of its system
 * prompt, "USER'S CUSTOM INSTRUCTIONS", built for every request: the language preference, the mode's
 * own instructions, then "Rules:" with, in order, the mode's rules (.roo/rules-{mode}/ folders in
 * ~/.roo and the workspace, else .roorules-{mode}, else .clinerules-{mode}), .rooignore, AGENTS.md
 * (or AGENT.md) plus AGENTS.local.md, and the generic rules (.roo/rules/ folders, else .roorules,
 * else .clinerules). Rule folders are read recursively, every file, sorted by file name.
 * The wording is public source, so the text is exact (built-in mode instructions excepted).
 *
 * Sources: meta.ts (`sources`); every detail decided: README.md.
 */
import { utf8Length } from "../../core/bytes";
import { Composer, joinInto } from "../../core/compose";
import { foldersBelow } from "../../core/find-down";
import { basename, dirname, isWithin, join, normalize, relative } from "../../core/paths";
import type { Block, Source } from "../../types";
import { noText, readTextOrNote } from "../shared";
import {
  AGENT_FILES,
  AGENTS_LOCAL,
  CONFIG,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LEGACY_FILES,
  ROO_DIR,
  ROOIGNORE,
  ROOMODES,
  RULES_DIR,
  SUBFOLDER_SKIP,
  TEXT,
  modeLegacyFiles,
  modeRulesDir,
} from "./facts";
import { currentMode, modeInstructions } from "./modes";
import { readRulesDir } from "./rules-dir";
// Segments (frame text, or a file's text with its path) and their whole-string trim are Gemini CLI's.
import { trimSegs, writeSegs, type Seg } from "../../core/segments";
import type { SourceLayer } from "../../source-layers";
import { defineProfile, type ContextOf } from "../define";
import { rooCodeMeta } from "./meta";
import { readSettings } from "../settings";

type Ctx = ContextOf<typeof rooCodeMeta>;

/** Text pieces and the Sources they carry, in the order the text appears. */
interface Built {
  segs: Seg[];
  sources: Source[];
}

const included = (path: string, layer: SourceLayer, text: string, size: number, reason: string): Source =>
  text === ""
    ? noText(path, layer, "empty", "Empty: it has no text after trimming; Roo Code still writes its heading.", size)
    : { path, layer, status: "included", reason, bytes: size, includedBytes: Math.min(utf8Length(text), size) };

function fileIn(ctx: Ctx, dir: string): boolean {
  const names = ctx.fs.readdir(dir);
  if (!names.ok) return false;
  return names.value.some((n) => {
    const st = ctx.fs.stat(join(dir, n));
    return st.ok && st.value.kind === "file";
  });
}

/** getAllRooDirectoriesForCwd(): ~/.roo, <cwd>/.roo, then .roo folders below the workspace (with a file), by path. */
function rooDirs(ctx: Ctx, subfolders: boolean): { base: string[]; below: string[] } {
  const { cwd, home } = ctx.input;
  const same = normalize(cwd) === normalize(home);
  const base = same ? [join(home, ROO_DIR)] : [join(home, ROO_DIR), join(cwd, ROO_DIR)];
  if (same)
    ctx.diag({
      level: "warning",
      code: "home-is-workspace",
      message: `The working directory is the home folder, so ~/${ROO_DIR} is both the global and the project folder: Roo Code reads it twice and sends its rules twice; Rulescope shows them once.`,
    });
  if (!subfolders) return { base, below: [] };
  const walk = foldersBelow(ctx.fs, cwd, { skipDirs: new Set(SUBFOLDER_SKIP) });
  if (walk.capped)
    ctx.diag({
      level: "info",
      code: "walk-capped",
      message: "The workspace has more folders than Rulescope walks; .roo folders deeper in were not looked for.",
    });
  // ripgrep --files finds a .roo folder only through a file in it; the first .roo on a path counts.
  const hasFile = (d: string) => walk.dirs.some((x) => isWithin(x, d) && fileIn(ctx, x));
  const below = walk.dirs.filter(
    (d) => basename(d) === ROO_DIR && d !== join(cwd, ROO_DIR) && !relative(cwd, d).split("/").slice(0, -1).includes(ROO_DIR) && hasFile(d),
  );
  return { base, below: below.sort() };
}

/** formatDirectoryContent() for each folder with files, folders joined by a blank line. */
function folderRules(ctx: Ctx, dirs: string[], layerOf: (dir: string) => SourceLayer, notes: Source[]): Built {
  const { cwd } = ctx.input;
  const segs: Seg[] = [];
  const sources: Source[] = [];
  for (const dir of dirs) {
    const layer = layerOf(dir);
    const files = readRulesDir(ctx, dir, layer, notes);
    for (const f of files) {
      if (segs.length > 0) segs.push({ text: TEXT.ruleSeparator });
      segs.push({ text: TEXT.fileHeading(relative(cwd, f.path)) }, { text: f.text, path: f.path });
      sources.push(
        included(f.path, layer, f.text, f.size, `Included: a file in ${dir}, which Roo Code reads whole (every file, by name).`),
      );
    }
  }
  return { segs, sources };
}

/** A single legacy file: its trimmed text under "# Rules from <name>:", or null when it has none. */
function legacyFile(ctx: Ctx, names: readonly string[], layer: SourceLayer, notes: Source[], why: string): Built | null {
  for (const [i, name] of names.entries()) {
    const path = join(ctx.input.cwd, name);
    const st = ctx.fs.stat(path);
    if (st.ok && st.value.kind === "dir") {
      notes.push(noText(path, layer, "unmatched", `Not read: ${name} is a folder, and Roo Code reads ${name} only as a file.`));
      continue;
    }
    const read = readTextOrNote(ctx, path, layer, (n) => notes.push(n));
    if (!read) continue;
    const text = read.text.trim();
    if (text === "") {
      notes.push(noText(path, layer, "empty", "Empty: it has only whitespace, so Roo Code tries the next name.", read.size));
      continue;
    }
    shadowLegacy(ctx, names.slice(i + 1), layer, name, notes);
    return {
      segs: [{ text: TEXT.fileHeading(name) }, { text, path }],
      sources: [included(path, layer, text, read.size, `Included: ${why}`)],
    };
  }
  return null;
}

/** Legacy files that exist but are not read because an earlier place had rules. */
function shadowLegacy(ctx: Ctx, names: readonly string[], layer: SourceLayer, by: string, notes: Source[]): void {
  for (const name of names) {
    const path = join(ctx.input.cwd, name);
    const st = ctx.fs.stat(path);
    if (st.ok && st.value.kind === "file")
      notes.push(
        noText(
          path,
          layer,
          "shadowed",
          `Shadowed: ${by} has rules, and Roo Code reads this file only when nothing before it does.`,
          st.value.size,
        ),
      );
  }
}

function modeRules(ctx: Ctx, mode: string, dirs: string[], notes: Source[]): Built | null {
  if (mode === "") return null;
  const found = folderRules(
    ctx,
    dirs.map((d) => join(d, modeRulesDir(mode))),
    (d) => (d.startsWith(join(ctx.input.home, ROO_DIR)) ? "global" : "mode"),
    notes,
  );
  if (found.segs.length > 0) {
    shadowLegacy(ctx, modeLegacyFiles(mode), "mode", `a .roo/${modeRulesDir(mode)} folder`, notes);
    return { segs: [{ text: TEXT.modeDirsHeading(mode) }, ...found.segs], sources: found.sources };
  }
  return legacyFile(
    ctx,
    modeLegacyFiles(mode),
    "mode",
    notes,
    `no .roo/${modeRulesDir(mode)} folder has a file, so Roo Code reads this file for the ${mode} mode.`,
  );
}

function genericRules(ctx: Ctx, dirs: string[], notes: Source[]): Built | null {
  const found = folderRules(
    ctx,
    dirs.map((d) => join(d, RULES_DIR)),
    (d) => (d.startsWith(join(ctx.input.home, ROO_DIR)) ? "global" : "project"),
    notes,
  );
  if (found.segs.length > 0) {
    shadowLegacy(ctx, LEGACY_FILES, "project", `a .roo/${RULES_DIR} folder`, notes);
    return { segs: trimSegs([{ text: TEXT.rooDirsHeading }, ...found.segs]), sources: found.sources };
  }
  for (const dir of dirs.map((d) => join(d, RULES_DIR))) ctx.decide(`${dir}: no rule file, so it adds nothing`);
  return legacyFile(
    ctx,
    LEGACY_FILES,
    "project",
    notes,
    "no .roo/rules folder has a file, so Roo Code falls back to this file (.roorules, then .clinerules).",
  );
}

function rooIgnore(ctx: Ctx, notes: Source[]): Built | null {
  const path = join(ctx.input.cwd, ROOIGNORE);
  const read = readTextOrNote(ctx, path, "ignore", (n) => notes.push(n));
  if (!read) return null;
  if (read.text === "") {
    notes.push(noText(path, "ignore", "empty", "Empty: an empty .rooignore adds no section.", read.size));
    return null;
  }
  return {
    segs: [{ text: TEXT.rooIgnoreOpen }, { text: read.text, path }, { text: TEXT.rooIgnoreClose }],
    sources: [
      {
        path,
        layer: "ignore",
        status: "included",
        reason: "Included: .rooignore patterns are shown to the model so it knows which files are blocked.",
        bytes: read.size,
        includedBytes: Math.min(utf8Length(read.text), read.size),
      },
    ],
  };
}

/** loadAgentRulesFileFromDirectory(): AGENTS.md, else AGENT.md (the first with text), then AGENTS.local.md. */
function agentRules(ctx: Ctx, dirs: string[], notes: Source[]): Built | null {
  const { cwd } = ctx.input;
  const segs: Seg[] = [];
  const sources: Source[] = [];
  for (const dir of dirs) {
    const from = dir === cwd ? undefined : relative(cwd, dir);
    const parts: Seg[][] = [];
    let chosen: string | null = null;
    for (const name of AGENT_FILES) {
      const path = join(dir, name);
      if (chosen !== null) {
        if (ctx.fs.exists(path))
          notes.push(
            noText(
              path,
              "agents",
              "shadowed",
              `Shadowed: ${chosen} has text, and Roo Code reads only the first of ${AGENT_FILES.join(", ")}.`,
            ),
          );
        continue;
      }
      const read = readTextOrNote(ctx, path, "agents", (n) => notes.push(n));
      if (!read) continue;
      const text = read.text.trim();
      if (text === "") {
        notes.push(
          noText(
            path,
            "agents",
            "empty",
            `Empty: it has only whitespace, so Roo Code tries ${name === AGENT_FILES[0] ? AGENT_FILES[1] : "nothing else"}.`,
            read.size,
          ),
        );
        continue;
      }
      chosen = name;
      parts.push([{ text: TEXT.agents(name, from) }, { text, path }]);
      sources.push(
        included(
          path,
          "agents",
          text,
          read.size,
          `Included: the ${name} in ${dir === cwd ? "the workspace root" : dir} (setting ${CONFIG.useAgentRules} is on).`,
        ),
      );
    }
    const localPath = join(dir, AGENTS_LOCAL);
    const local = readTextOrNote(ctx, localPath, "agents", (n) => notes.push(n));
    if (local && local.text.trim() !== "") {
      parts.push([{ text: TEXT.agentsLocal(AGENTS_LOCAL, from) }, { text: local.text.trim(), path: localPath }]);
      sources.push(
        included(
          localPath,
          "agents",
          local.text.trim(),
          local.size,
          `Included: ${AGENTS_LOCAL} holds personal additions, read even without an AGENTS.md.`,
        ),
      );
    } else if (local) notes.push(noText(localPath, "agents", "empty", "Empty: it has only whitespace.", local.size));
    parts.forEach((p, i) => {
      if (segs.length > 0 || i > 0) segs.push({ text: TEXT.ruleSeparator });
      segs.push(...p);
    });
  }
  return segs.length > 0 ? { segs, sources } : null;
}

function resolve(ctx: Ctx) {
  const notes: Source[] = [];
  const { values, given } = readSettings(ctx, rooCodeMeta.configKeys);
  const mode = currentMode(ctx, given.has(CONFIG.mode) ? values[CONFIG.mode] : undefined);
  const subfolders = values[CONFIG.enableSubfolderRules];
  const found = rooDirs(ctx, subfolders);
  const dirs = [...found.base, ...found.below];
  ctx.decide(`mode: ${mode}; ${CONFIG.enableSubfolderRules}: ${subfolders}`);

  const sections: Seg[][] = [];
  const sources: Source[] = [];
  // A blank language names none: the default language is written, as when the key is left out.
  const lang = values[CONFIG.language].trim() || DEFAULT_LANGUAGE;
  sections.push([{ text: TEXT.language(Object.hasOwn(LANGUAGES, lang) ? LANGUAGES[lang] : lang, lang) }]);

  const own = modeInstructions(ctx, mode, notes);
  if (own.kind === "custom") {
    sections.push([{ text: TEXT.modeInstructions }, { text: own.text.trim(), path: own.path }]);
    sources.push({
      path: own.path,
      layer: "modes",
      status: "included",
      reason: `Included: the customInstructions of mode ${mode} in ${ROOMODES}.`,
      bytes: own.size,
      includedBytes: Math.min(utf8Length(own.text.trim()), own.size),
    });
  } else if (own.kind === "built-in") {
    sections.push([{ text: TEXT.modeInstructions + TEXT.builtInModeStandIn(own.mode) }]);
    ctx.diag({
      level: "info",
      code: "built-in-mode-text",
      message: `The ${own.mode} mode brings Roo Code's own instructions under "Mode-specific Instructions:"; Rulescope marks their place and does not reproduce them.`,
    });
  }

  const rules: Built[] = [];
  // getAgentsDirectoriesForCwd(): the workspace, then the folder holding each subfolder .roo.
  const agentDirs = [ctx.input.cwd, ...found.below.map((d) => dirname(d))];
  const useAgents = values[CONFIG.useAgentRules];
  if (!useAgents)
    for (const name of [...AGENT_FILES, AGENTS_LOCAL])
      if (ctx.fs.exists(join(ctx.input.cwd, name)))
        notes.push(noText(join(ctx.input.cwd, name), "agents", "disabled", `Disabled: the setting ${CONFIG.useAgentRules} is off.`));
  for (const b of [
    modeRules(ctx, mode, dirs, notes),
    rooIgnore(ctx, notes),
    useAgents ? agentRules(ctx, agentDirs, notes) : null,
    genericRules(ctx, dirs, notes),
  ])
    if (b) rules.push(b);
  if (rules.length > 0) {
    const segs: Seg[] = [{ text: TEXT.rules }];
    rules.forEach((r, i) => segs.push(...(i > 0 ? [{ text: TEXT.ruleSeparator }] : []), ...r.segs));
    sections.push(segs);
    for (const r of rules) sources.push(...r.sources);
  } else ctx.decide("no rule file, .rooignore or AGENTS.md: the Rules: part is left out");

  const prompt = new Composer();
  prompt.frame(TEXT.open);
  joinInto(prompt, sections, TEXT.sectionSeparator, (segs) => void writeSegs(prompt, segs));
  prompt.frame(TEXT.close);
  for (const s of sources) ctx.source(s);
  for (const n of notes) ctx.source(n);
  const blocks: Block[] = [
    {
      role: "system",
      label:
        "Roo Code system prompt: role, markdown rules, tool use, capabilities, modes, skills, rules, system info, objective (not reproduced)",
      text: "",
      placeholder: true,
    },
    {
      role: "system",
      label: "USER'S CUSTOM INSTRUCTIONS (the last section of the system prompt, rebuilt for each request)",
      text: prompt.toString(),
    },
  ];
  return { prompt, blocks };
}

export const rooCode = defineProfile(rooCodeMeta, resolve);
