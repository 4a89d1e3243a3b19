/**
 * Extension context files (cli config/extension-manager.ts, extensions/extensionEnablement.ts, core
 * memoryDiscovery.ts getExtensionMemoryPaths, read at 5411f113): every folder of ~/.gemini/extensions
 * with a valid gemini-extension.json is an extension; its `contextFileName` (default GEMINI.md) names
 * files inside it, and those that exist are context files of the extension tier while it is active.
 * Folder trust does not gate them. Workspace `.gemini/extensions` folders are not read (removed in #11324).
 */
import { isWithin, join, normalize, resolvePath } from "../../core/paths";
import { readCandidate } from "../../core/read";
import type { ProfileContext } from "../base";
import type { Book } from "./book";
import {
  DEFAULT_CONTEXT_FILENAME,
  EXTENSION_CONFIG_FILE,
  EXTENSION_ENABLEMENT_FILE,
  EXTENSION_INSTALL_METADATA_FILE,
  EXTENSION_NAME,
  EXTENSIONS_DIR,
  SETTING,
} from "./facts";
import type { Settings } from "./settings";

interface Extension {
  name: string;
  path: string;
  contextFiles: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

function readJson(ctx: ProfileContext, path: string): { ok: true; value: unknown } | { ok: false; why: string; missing: boolean } {
  const r = readCandidate(ctx.fs, path);
  if (r.kind !== "file") return { ok: false, why: r.message, missing: r.kind === "missing" };
  try {
    return { ok: true, value: JSON.parse(r.text) as unknown };
  } catch (e) {
    return { ok: false, why: `not valid JSON (${e instanceof Error ? e.message : String(e)})`, missing: false };
  }
}

/** _buildExtension for one folder: null (with a diagnostic) when upstream skips it. */
function buildExtension(ctx: ProfileContext, dir: string): Extension | null {
  const st = ctx.fs.stat(dir);
  if (!st.ok || st.value.kind !== "dir") return null;
  const skip = (why: string) => {
    ctx.diag({ level: "warning", code: "extension-skipped", path: dir, message: `Gemini CLI skips the extension in ${dir}: ${why}` });
    return null;
  };
  // A linked extension (`gemini extensions link`) lives where the install metadata's source points.
  let path = dir;
  const meta = readJson(ctx, join(dir, EXTENSION_INSTALL_METADATA_FILE));
  if (meta.ok && isObject(meta.value) && meta.value.type === "link" && typeof meta.value.source === "string")
    path = resolvePath(ctx.input.cwd, meta.value.source);
  const config = readJson(ctx, join(path, EXTENSION_CONFIG_FILE));
  if (!config.ok)
    return skip(
      config.missing ? `${join(path, EXTENSION_CONFIG_FILE)} is missing.` : `${join(path, EXTENSION_CONFIG_FILE)}: ${config.why}.`,
    );
  const c = config.value;
  if (!isObject(c) || !c.name || !c.version) return skip(`${EXTENSION_CONFIG_FILE} needs "name" and "version".`);
  if (typeof c.name !== "string" || !EXTENSION_NAME.test(c.name))
    return skip(`the name ${JSON.stringify(c.name)} may hold only letters, digits and dashes.`);
  const raw = c.contextFileName;
  const names = !raw ? [DEFAULT_CONTEXT_FILENAME] : Array.isArray(raw) ? raw : [raw];
  if (!names.every((n): n is string => typeof n === "string")) return skip("contextFileName must be a string or a list of strings.");
  const files: string[] = [];
  for (const n of names) {
    const p = join(path, n);
    if (!isWithin(p, path)) return skip(`the context file "${n}" is outside the extension directory.`);
    // fs.existsSync: a dangling link or a missing file is dropped silently.
    if (ctx.fs.stat(p).ok && !files.includes(p)) files.push(p);
  }
  return { name: c.name, path, contextFiles: files };
}

/** Override.fromFileRule + matchesPath: `!` disables, a trailing `*` also covers subfolders. */
function ruleMatches(rule: string, dir: string): { matches: boolean; disable: boolean } {
  const disable = rule.startsWith("!");
  let base = disable ? rule.slice(1) : rule;
  const subdirs = base.endsWith("*");
  if (subdirs) base = base.slice(0, -1);
  const escaped = (base + (subdirs ? "*" : "")).replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/(\/?)\*/g, "($1.*)?");
  return { matches: new RegExp(`^${escaped}$`).test(dir), disable };
}

const withSlashes = (p: string) => {
  const s = p.replace(/\\/g, "/");
  return (s.startsWith("/") ? s : "/" + s) + (s.endsWith("/") ? "" : "/");
};

/** ExtensionEnablementManager.isEnabled: the -e list decides alone; else the last matching rule; else enabled. */
function enablement(ctx: ProfileContext, extDir: string, s: Settings): (name: string) => { active: boolean; why: string } {
  const flag = s.enabledExtensions.map((x) => x.toLowerCase());
  if (flag.length === 1 && flag[0] === "none") return () => ({ active: false, why: "-e none turns every extension off" });
  if (flag.length > 0)
    return (name) =>
      flag.includes(name.toLowerCase())
        ? { active: true, why: "named by -e" }
        : { active: false, why: `not named by -e (${flag.join(", ")})` };
  const file = join(extDir, EXTENSION_ENABLEMENT_FILE);
  const r = readJson(ctx, file);
  let rules: Record<string, unknown> = {};
  if (r.ok && isObject(r.value)) rules = r.value;
  else if (!r.ok && !r.missing)
    ctx.diag({
      level: "error",
      code: "extension-enablement-invalid",
      path: file,
      message: `${file}: ${r.why}. Gemini CLI reports "Failed to read extension enablement config." and enables every extension.`,
    });
  const cwd = withSlashes(normalize(ctx.input.cwd));
  return (name) => {
    const entry = rules[name];
    const overrides =
      isObject(entry) && Array.isArray(entry.overrides) ? entry.overrides.filter((x): x is string => typeof x === "string") : [];
    let state = { active: true, why: "enabled (the default)" };
    for (const rule of overrides) {
      const m = ruleMatches(rule, cwd);
      if (m.matches) state = { active: !m.disable, why: `the rule "${rule}" in ${file}` };
    }
    return state;
  };
}

/**
 * getExtensionMemoryPaths: the context files of active extensions, de-duplicated and sorted as
 * strings. Files of inactive extensions are recorded as `disabled`.
 */
export function extensionContextPaths(ctx: ProfileContext, book: Book, s: Settings): string[] {
  if (!s.extensionsEnabled) {
    ctx.decide(`${SETTING.adminExtensions} is false: no extension is loaded`);
    return [];
  }
  const extDir = join(s.geminiDir, EXTENSIONS_DIR);
  const entries = ctx.fs.readdir(extDir);
  if (!entries.ok) return [];
  const built = entries.value.map((d) => buildExtension(ctx, join(extDir, d))).filter((e): e is Extension => e !== null);
  const names = new Set<string>();
  for (const e of built) {
    if (names.has(e.name)) {
      ctx.diag({
        level: "error",
        code: "extension-duplicate-name",
        path: e.path,
        message: `Two extensions are named ${e.name}: Gemini CLI fails with "Extension with name ${e.name} already was loaded." Rulescope shows no extension context.`,
      });
      return [];
    }
    names.add(e.name);
  }
  const isActive = enablement(ctx, extDir, s);
  const out = new Set<string>();
  for (const e of built) {
    const state = isActive(e.name);
    ctx.decide(`extension ${e.name} (${e.path}) is ${state.active ? "active" : "disabled"}: ${state.why}`, e.path);
    for (const p of e.contextFiles) {
      if (state.active) out.add(normalize(p));
      else
        book.add({
          path: p,
          layer: "extension",
          status: "disabled",
          reason: `Not loaded: the extension ${e.name} is disabled here (${state.why}).`,
          bytes: 0,
        });
    }
  }
  return [...out].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
