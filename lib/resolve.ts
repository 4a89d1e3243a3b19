/**
 * resolve(scenario, fs?) -> Resolution: the single entry point of the core. Never throws on user data:
 * invalid scenarios, broken trees and profile failures all come back as diagnostics.
 */
import { findProfile } from "./agents";
import type { AgentProfile, ProfileOutput, ResolveContext, SessionInput } from "./agents/base";
import { Composer } from "./core/compose";
import { GlobGuard } from "./core/glob-guard";
import { ImportBudget } from "./core/import-budget";
import { YamlReader } from "./core/yaml-bounded";
import { formatBytes, utf8Length } from "./core/bytes";
import { normalize } from "./core/paths";
import { cutToTokens } from "./core/token-cut";
import { countTokens } from "./core/tokens";
import type { SharedWork } from "./core/shared-work";
import { tracingFs, untracedFs } from "./core/tracing-fs";
import { AGENT_IDS } from "./agents/registry";
import { buildMemfs } from "./fs/memfs";
import { MAX_READ_BYTES, type BuildProblem, type FsPort } from "./fs/port";
import { DEFAULT_HOME } from "./scenario/defaults";
import type { Scenario } from "./scenario/types";
import { validatedBefore, validateScenario, type ValidationProblem } from "./scenario/validate";
import { emptyResolution, isLoaded, type Block, type Budget, type Diagnostic, type Resolution, type Source, type Step } from "./types";

/** Every agent id, in menu order (the registry; a test holds PROFILES to it). */
export { AGENT_IDS };

/** Fill the defaults a profile may rely on. */
export function sessionInput(s: Scenario): SessionInput {
  return {
    files: s.files,
    cwd: normalize(s.cwd),
    home: normalize(s.home ?? DEFAULT_HOME),
    env: s.env ?? {},
    config: s.config ?? {},
    prompt: s.prompt ?? "",
    tools: s.tools ?? [],
    mcp: s.mcp ?? [],
    contextPaths: s.contextPaths ?? [],
    openFiles: s.openFiles ?? [],
    session: s.session ?? {},
  };
}

const asDiagnostic = (p: ValidationProblem): Diagnostic => ({
  level: p.level,
  code: p.level === "error" ? "invalid-scenario" : "scenario-warning",
  message: `${p.path}: ${p.message}`,
});

/**
 * For a trusted caller that keeps its own caches (the preview's worker). Without options, resolve()
 * validates the whole scenario and builds the tree from `files` itself, as it always has.
 */
export interface ResolveOptions {
  /**
   * The caller has already validated this scenario (e.g. incrementally: the non-files part in full,
   * only changed `files` entries): these are its warnings. resolve() then trusts it as it is.
   */
  prevalidated?: { warnings: ValidationProblem[] };
  /**
   * A tree already built from exactly `scenario.files` (e.g. updated incrementally), with the problems
   * its build reported: they become the same diagnostics as resolve()'s own build. Ignored when an
   * `fsOverride` is given.
   */
  tree?: { fs: FsPort; problems: BuildProblem[] };
  /**
   * Work shared with other resolves of the same files (Compare, the precedence map): its tree stands
   * for `tree`, and probes, walks and token counts are shared; the answer is the same as without it.
   */
  shared?: SharedWork;
  /**
   * false: record no probes and decisions (the precedence map reads only which files load). The
   * Resolution's trace is then empty; everything else is the same. "probes": record only the stat,
   * lstat and read steps (check's survey reads which names each agent looks for, nothing else).
   */
  trace?: false | "probes";
}

export function resolve(scenario: Scenario, fsOverride?: FsPort, options: ResolveOptions = {}): Resolution {
  // Validated once per input: by the caller (prevalidated), or by an earlier validateScenario() that
  // returned this very object (it is frozen). Anything else is checked here in full.
  const known = options.prevalidated?.warnings ?? (findProfile(scenario?.agent) ? validatedBefore(scenario) : undefined);
  const checked: ReturnType<typeof validateScenario> = known
    ? { ok: true, scenario, warnings: known }
    : validateScenario(scenario, AGENT_IDS);
  const agentId = typeof scenario?.agent === "string" ? scenario.agent : "";
  if (!checked.ok) return emptyResolution(agentId, scenario?.variant ?? "", checked.problems.map(asDiagnostic));
  const s = checked.scenario;
  const diagnostics: Diagnostic[] = checked.warnings.map(asDiagnostic);
  const profile = findProfile(s.agent)!;
  let variant = s.variant ?? profile.defaultVariant;
  if (!profile.variants.some((v) => v.id === variant)) {
    diagnostics.push({
      level: "warning",
      code: "unknown-variant",
      message: `${profile.name} has no variant "${variant}"; using "${profile.defaultVariant}" (known: ${profile.variants.map((v) => v.id).join(", ")})`,
    });
    variant = profile.defaultVariant;
  }
  let port = fsOverride;
  if (!port) {
    const built = options.shared?.tree ?? options.tree ?? buildMemfs(s.files);
    port = options.shared ? options.shared.fs : built.fs;
    for (const p of built.problems)
      diagnostics.push({ level: "warning", code: "tree-entry-skipped", message: `${p.path}: ${p.message}`, path: p.path });
  }
  const trace: Step[] = [];
  const traced = options.trace !== false;
  const decisions = options.trace === undefined;
  const shared = fsOverride ? undefined : options.shared;
  const sources: Source[] = [];
  const budgets: Budget[] = [];
  const capped = new Set<string>();
  const onCapped = (path: string, size: number) => {
    if (capped.has(path)) return;
    capped.add(path);
    diagnostics.push({ level: "warning", code: "read-capped", path, message: cappedMessage(path, size) });
  };
  const ctx: ResolveContext = {
    input: sessionInput(s),
    variant,
    fs: traced ? tracingFs(port, trace, { shared, onCapped, probesOnly: !decisions }) : untracedFs(port, { shared, onCapped }),
    source: (src) => void sources.push(src),
    diag: (d) => void diagnostics.push(d),
    budget: (b) => void budgets.push(b),
    decide: (result, path) => void (decisions && trace.push({ op: "decide", result, ...(path !== undefined ? { path } : {}) })),
    trace,
    traced,
    tokens: { cut: cutToTokens },
    globs: new GlobGuard((d) => void diagnostics.push(d)),
    yaml: new YamlReader((d) => void diagnostics.push(d)),
    imports: new ImportBudget((d) => void diagnostics.push(d)),
    host: (hostVariant) => hostSession(profile, ctx, hostVariant),
  };
  let prompt: Composer;
  let blocks: Block[];
  try {
    ({ prompt, blocks } = profile.resolve(ctx));
  } catch (e) {
    // A profile bug must not blank the page: report it and show what was probed so far.
    diagnostics.push({
      level: "error",
      code: "internal-error",
      message: `Rulescope failed while resolving ${profile.name}: ${e instanceof Error ? e.message : String(e)}. This is a bug in Rulescope, not in your files.`,
    });
    return { ...emptyResolution(profile.id, variant, diagnostics, trace), sources };
  }
  const text = prompt.toString();
  return {
    agent: profile.id,
    variant,
    prompt: text,
    blocks,
    sources,
    trace,
    diagnostics,
    stats: stats(text, sources, shared),
    parts: prompt.parts,
    ...(budgets.length > 0 ? { budgets } : {}),
  };
}

/** ProfileContext.host: the session of the agent `profile` runs inside, composed by that agent's profile. */
function hostSession(profile: AgentProfile, ctx: ResolveContext, variant: string | undefined): ProfileOutput {
  const host = profile.host === undefined ? undefined : findProfile(profile.host);
  if (!host) throw new Error(`${profile.id} declares no host agent Rulescope knows (host: ${String(profile.host)})`);
  return host.resolve({ ...ctx, variant: variant ?? host.defaultVariant });
}

/** A file larger than Rulescope reads at all: shown only up to MAX_READ_BYTES, whatever the agent does. */
function cappedMessage(path: string, size: number): string {
  return `${path} has ${size} bytes; Rulescope reads at most the first ${formatBytes(MAX_READ_BYTES)} of any file, so only that much of it is shown here (the agent itself may read more, cut it or refuse it).`;
}

/**
 * Bytes, tokens and files loaded. Tokens are counted when first asked, once: many callers never ask
 * (the precedence map, check, Compare's matrix), and counting is most of a small resolve's work.
 * Shared runs count once per distinct prompt across runs.
 */
function stats(text: string, sources: Source[], shared: SharedWork | undefined): Resolution["stats"] {
  const bytes = utf8Length(text);
  const files = sources.filter(isLoaded).length;
  let n: number | undefined;
  return {
    bytes,
    get tokens() {
      return (n ??= shared ? shared.countTokens(text, countTokens) : countTokens(text));
    },
    files,
  };
}

/** For callers holding untrusted JSON (CLI, permalinks): validation problems, or a Resolution. */
export function resolveUnknown(
  raw: unknown,
  fs?: FsPort,
): { ok: true; resolution: Resolution } | { ok: false; problems: ValidationProblem[] } {
  const checked = validateScenario(raw, AGENT_IDS);
  if (!checked.ok) return { ok: false, problems: checked.problems };
  return { ok: true, resolution: resolve(checked.scenario, fs) };
}
