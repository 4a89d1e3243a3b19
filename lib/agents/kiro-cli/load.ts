/**
 * The two harnesses. V3 (CLI 3.x) is the Kiro IDE's steering engine: the kiro profile resolves it.
 * V2 (CLI 2.x) gives its built-in agent a fixed list of default resources and loads every matched
 * file whole; Kiro publishes neither its order nor its wording, so the listing follows the order of
 * the resources list (inferred) and says so.
 */
import { utf8Length } from "../../core/bytes";
import { foldersBelow } from "../../core/find-down";
import { globFiles } from "../../core/glob-walk";
import { join, normalize, relative } from "../../core/paths";
import { listing, type ListingEntry } from "../../core/rule-listing";
import type { SourceLayer } from "../../source-layers";
import type { Block, Source } from "../../types";
import type { ProfileContext } from "../base";
import { noText, readTextOrNote } from "../shared";
import {
  AGENTS_FILE,
  AGENTS_SKIP_DIRS,
  KIRO_DIR,
  KIRO_IDE_VARIANT,
  LEGACY_DIR,
  LEGACY_FILE,
  LEGACY_RULES,
  NAME,
  README_FILE,
  STEERING_DIR,
  STEERING_EXT,
} from "./facts";

/** CLI 3.x: the V3 harness is the IDE's (kiro.dev/docs/cli), so the kiro profile's current variant answers. */
export function loadV3(ctx: ProfileContext) {
  ctx.decide("Kiro CLI 3.x runs the V3 harness, the Kiro IDE's: steering with inclusion modes");
  return ctx.host(KIRO_IDE_VARIANT);
}

class V2 {
  readonly entries: ListingEntry[] = [];
  private readonly taken = new Set<string>();
  constructor(private readonly ctx: ProfileContext) {}

  /** One resource match: read whole and listed, once per path. */
  add(path: string, layer: SourceLayer, label: string, reason: string): void {
    const p = normalize(path);
    if (this.taken.has(p)) return;
    const read = readTextOrNote(this.ctx, p, layer, (n) => this.ctx.source(n));
    if (!read) return;
    this.taken.add(p);
    if (read.text.trim() === "") {
      this.ctx.source(noText(p, layer, "empty", "Empty: the file has no text, so it adds nothing.", read.size));
      return;
    }
    if (layer !== "agents" && /^---\r?\n[\s\S]*?^inclusion:/m.test(read.text))
      this.ctx.diag({
        level: "info",
        code: "paths-not-evaluated",
        path: p,
        message: `${p} sets an inclusion mode, which Kiro CLI 2.x does not support: it loads every steering file whole.`,
      });
    this.entries.push({ label: `${label}: ${p}`, text: read.text, path: p });
    const source: Source = {
      path: p,
      layer,
      status: "included",
      reason,
      bytes: read.size,
      includedBytes: Math.min(read.size, utf8Length(read.text)),
    };
    this.ctx.source(source);
  }

  /** `<dir>/**` + `/*.md` below a folder, in path order (inferred). */
  glob(dir: string, layer: SourceLayer, label: string, reason: string): void {
    if (!this.isDir(dir)) return;
    for (const p of globFiles(this.ctx.fs, dir, `**/*${STEERING_EXT}`, { guard: this.ctx.globs, dot: true }).files)
      this.add(p, layer, label, reason);
  }

  isDir(p: string): boolean {
    const st = this.ctx.fs.stat(p);
    return st.ok && st.value.kind === "dir";
  }
}

/** Since 2.18.0: AGENTS.md files anywhere below the workspace, breadth first in name order (inferred). */
function nestedAgents(ctx: ProfileContext, v2: V2): void {
  const { cwd } = ctx.input;
  const walk = foldersBelow(ctx.fs, cwd, { skipDirs: AGENTS_SKIP_DIRS });
  if (walk.capped)
    ctx.diag({ level: "info", code: "walk-capped", message: `Rulescope stopped looking for AGENTS.md after ${walk.dirs.length} folders.` });
  for (const dir of walk.dirs.slice(1))
    v2.add(
      join(dir, AGENTS_FILE),
      "nested",
      `AGENTS.md in ${relative(cwd, dir)}/`,
      "Included: since 2.18.0 an AGENTS.md anywhere in the workspace loads as steering.",
    );
}

/** CLI 2.x: the built-in agent's default resources, each matched file whole. */
export function loadV2(ctx: ProfileContext) {
  const { cwd, home } = ctx.input;
  const v2 = new V2(ctx);
  v2.add(join(cwd, AGENTS_FILE), "agents", "AGENTS.md", "Included: AGENTS.md is a default resource of the built-in agent.");
  nestedAgents(ctx, v2);
  v2.add(join(cwd, README_FILE), "project-doc", "README.md", "Included: README.md is a default resource of the built-in agent.");
  v2.glob(
    join(home, STEERING_DIR),
    "global",
    "Global steering",
    "Included: ~/.kiro/steering/**/*.md is a default resource; 2.x loads every steering file whole.",
  );
  // With the working directory at home, both patterns name one folder: read once.
  if (normalize(cwd) !== normalize(home))
    v2.glob(
      join(cwd, STEERING_DIR),
      "workspace",
      "Workspace steering",
      "Included: .kiro/steering/**/*.md is a default resource; 2.x loads every steering file whole.",
    );
  v2.add(
    join(cwd, LEGACY_FILE),
    "legacy",
    "AmazonQ.md (legacy)",
    "Included: AmazonQ.md is a default resource when it exists (kept from the Q Developer CLI).",
  );
  if (v2.isDir(join(cwd, LEGACY_DIR)) && !v2.isDir(join(cwd, KIRO_DIR)))
    v2.glob(
      join(cwd, LEGACY_RULES),
      "legacy",
      "Q rule (legacy)",
      "Included: .amazonq/rules/**/*.md loads when .amazonq exists and .kiro does not.",
    );
  else if (v2.isDir(join(cwd, LEGACY_RULES)))
    ctx.decide("the project has a .kiro folder: .amazonq/rules is not a default resource", join(cwd, LEGACY_RULES));
  if (v2.entries.length > 1)
    ctx.diag({
      level: "info",
      code: "order-not-guaranteed",
      message:
        "Kiro CLI 2.x publishes no order for its default resources; Rulescope lists them in the order Kiro's settings page names them.",
    });
  const prompt = listing(NAME, v2.entries);
  const blocks: Block[] = [{ role: "system", label: "Kiro CLI system prompt and tools (not published)", text: "", placeholder: true }];
  if (prompt.length > 0)
    blocks.push({
      role: "system",
      label: "Default resources (Rulescope listing: Kiro's wording is not published)",
      text: prompt.toString(),
    });
  else ctx.decide("no default resource matched a file: nothing is added");
  return { prompt, blocks };
}
