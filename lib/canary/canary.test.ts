import { describe, expect, it } from "vitest";
import { splitFrontmatter } from "../core/lenient-frontmatter";
import type { Scenario } from "../scenario/types";
import type { Resolution } from "../types";
import { findCodewords } from "./codewords";
import { MAX_ANSWER_CHARS, MAX_MANIFEST_CHARS, MAX_PLANTED_FILES } from "./facts";
import { canariedFiles, makeKit, type Kit } from "./kit";
import { parseManifest } from "./manifest";
import { plantText } from "./plant-text";
import { markdownReport, textReport } from "./report";
import { verify } from "./verify";
import { CLAUDE, CODEX, SEED } from "./fixtures/scenarios";

function kitOf(s: Scenario, seed = SEED, opts: { inTree?: (p: string) => boolean } = {}): Kit {
  const r = makeKit(s, { seed, ...opts });
  if (!r.ok) throw new Error(r.error);
  return r.kit;
}

const statuses = (r: Resolution) => Object.fromEntries(r.sources.map((s) => [s.path, s.status]));
const wordsOf = (k: Kit, path: string) =>
  Object.fromEntries(k.manifest.codewords.filter((c) => c.path === path).map((c) => [c.position, c.word]));

describe("plantText", () => {
  it("puts START after a frontmatter block, which still parses to the same block", () => {
    const text = "---\ndescription: d\nglobs: src/**\n---\nBody line.\n";
    const out = plantText(text, { start: "CANARY-AAAA-START", end: "CANARY-AAAA-END" }).text;
    expect(splitFrontmatter(out).block).toBe(splitFrontmatter(text).block);
    expect(splitFrontmatter(out).body).toBe("CANARY-AAAA-START\n\nBody line.\n\nCANARY-AAAA-END\n");
  });
  it("keeps a byte-order mark first and an @import first line on a line of its own", () => {
    const out = plantText("\uFEFF@docs/a.md\nText", { start: "CANARY-AAAA-START", end: "CANARY-AAAA-END" }).text;
    expect(out).toBe("\uFEFFCANARY-AAAA-START\n\n@docs/a.md\nText\n\nCANARY-AAAA-END\n");
  });
  it("leaves START out above a frontmatter block that never closes, and says why", () => {
    const out = plantText("---\nname: x\nno end\n", { start: "CANARY-AAAA-START", end: "CANARY-AAAA-END" });
    expect(out.text.startsWith("---\n")).toBe(true);
    expect(out.planted.start).toBeUndefined();
    expect(out.startSkipped).toMatch(/never closes/);
  });
  it("puts CUT at the start of the line that holds the spot, or inside a line too long for that", () => {
    expect(plantText("one\ntwo three\nfour\n", { cut: "CANARY-AAAA-CUT" }, 8).text).toBe("one\nCANARY-AAAA-CUT\ntwo three\nfour\n");
    const long = "x".repeat(5000);
    expect(plantText(long, { cut: "CANARY-AAAA-CUT" }, 4000).text).toBe(`${"x".repeat(4000)} CANARY-AAAA-CUT ${"x".repeat(1000)}`);
  });
  it("never splits a surrogate pair", () => {
    const out = plantText("a".repeat(3000) + "😀".repeat(10), { cut: "CANARY-AAAA-CUT" }, 3001).text;
    expect(out).toContain("a CANARY-AAAA-CUT 😀");
  });
});

describe("plant (makeKit)", () => {
  it("gives each candidate file its own codewords, unique, from the seed", () => {
    const k = kitOf(CODEX);
    const words = k.manifest.codewords.map((c) => c.word);
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) expect(w).toMatch(/^CANARY-[2-9A-HJKMNP-TV-Z]{4}-(START|CUT|END)$/);
    expect(k.manifest.files.map((f) => f.path).sort()).toEqual(["/repo/AGENTS.md", "/repo/AGENTS.override.md", "/repo/web/AGENTS.md"]);
    expect(kitOf(CODEX).manifest.codewords).toEqual(k.manifest.codewords);
    expect(kitOf(CODEX, "another").manifest.codewords).not.toEqual(k.manifest.codewords);
  });
  it("the canaried tree loads, shadows and cuts the same files as the tree did (frontmatter still parses)", () => {
    const cursor: Scenario = {
      version: 1,
      agent: "cursor",
      cwd: "/repo",
      files: {
        "/repo/.cursor/rules/style.mdc": "---\ndescription: style\nalwaysApply: true\n---\nTabs.\n",
        "/repo/.cursor/rules/api.mdc": "---\nglobs: src/api/**\nalwaysApply: false\n---\nValidate.\n",
        "/repo/AGENTS.md": "Root rules.\n",
      },
    };
    for (const s of [CODEX, CLAUDE, cursor]) {
      const k = kitOf(s);
      expect(statuses(k.after)).toEqual(statuses(k.before));
      expect(k.after.diagnostics.filter((d) => d.level !== "info").map((d) => d.code)).toEqual(
        k.before.diagnostics.filter((d) => d.level !== "info").map((d) => d.code),
      );
    }
    const c = kitOf(cursor);
    expect(c.after.prompt).toContain(wordsOf(c, "/repo/.cursor/rules/style.mdc").START);
    expect(c.after.prompt).not.toContain("alwaysApply");
  });
  it("puts the cut codeword before codex's 32 KiB cut, and the end codeword past it", () => {
    const k = kitOf(CODEX);
    const w = wordsOf(k, "/repo/web/AGENTS.md");
    const text = k.texts.get("/repo/web/AGENTS.md")!;
    const cut = k.after.sources.find((s) => s.path === "/repo/web/AGENTS.md")!;
    expect(cut.status).toBe("truncated");
    const cutAt = new TextEncoder().encode(text.slice(0, text.indexOf(w.CUT) + w.CUT.length)).length;
    expect(cutAt).toBeLessThan(cut.includedBytes);
    expect(cut.includedBytes - cutAt).toBeLessThan(1024);
    expect(k.after.prompt).toContain(w.CUT);
    expect(k.after.prompt).not.toContain(w.END);
  });
  it("skips empty, binary and out-of-tree files, and plants a linked file once under its real path", () => {
    const s: Scenario = {
      version: 1,
      agent: "codex",
      cwd: "/repo",
      env: { CODEX_HOME: "/home/user/.codex" },
      files: {
        "/repo/.git": { dir: true },
        "/repo/AGENTS.md": { symlink: "/shared/rules.md" },
        "/shared/rules.md": "Shared rules.\n",
        "/repo/sub/AGENTS.md": "   \n",
        "/home/user/.codex/AGENTS.md": "Global.\n",
      },
    };
    const k = kitOf(s, SEED, { inTree: (p) => !p.startsWith("/home/") });
    expect(k.manifest.files.map((f) => [f.path, f.aliases])).toEqual([["/shared/rules.md", ["/repo/AGENTS.md"]]]);
    expect(k.manifest.skipped.map((x) => x.path)).toContain("/home/user/.codex/AGENTS.md");
    expect(k.after.prompt).toContain(wordsOf(k, "/shared/rules.md").START);
    const copy = canariedFiles(s.files, k.texts);
    expect(copy["/repo/AGENTS.md"]).toEqual({ symlink: "/shared/rules.md" });
    expect(copy["/shared/rules.md"]).toContain(wordsOf(k, "/shared/rules.md").END);
    expect(copy["/home/user/.codex/AGENTS.md"]).toBe("Global.\n");
  });
  it("an invalid scenario is an error sentence, not a throw", () => {
    const r = makeKit({ version: 1, agent: "nope", cwd: "/", files: {} } as Scenario, { seed: "x" });
    expect(r.ok).toBe(false);
  });
});

describe("predict", () => {
  it("lists codewords in prompt order; text attached later in the session is kept apart", () => {
    const s: Scenario = {
      ...CLAUDE,
      files: { ...CLAUDE.files, "/repo/api/CLAUDE.md": "API rules.\n", "/repo/api/x.ts": "x" },
      contextPaths: ["/repo/api/x.ts"],
    };
    const k = kitOf(s);
    const claude = wordsOf(k, "/repo/CLAUDE.md");
    const style = wordsOf(k, "/repo/docs/style.md");
    expect(k.manifest.prediction.order).toEqual([claude.START, claude.END, style.START, style.END]);
    const api = wordsOf(k, "/repo/api/CLAUDE.md");
    // Reading api/x.ts attaches api/CLAUDE.md and the rule scoped to api/**: both only after the question.
    const scoped = wordsOf(k, "/repo/.claude/rules/api.md");
    expect(k.manifest.prediction.later.map((l) => l.word).sort()).toEqual([api.START, api.END, scoped.START, scoped.END].sort());
    expect(k.manifest.prediction.later[0].trigger).toContain("x.ts");
  });
});

describe("findCodewords", () => {
  it("reads bullets, numbers, backticks, any case and dashes; ignores longer words", () => {
    const reply = "Sure!\n- `canary-7q4k-start`\n2. **CANARY–7Q4K–CUT**\nCANARY_7Q4K_END, CANARY-7Q4K-STARTED, XCANARY-7Q4K-END";
    expect(findCodewords(reply).words).toEqual(["CANARY-7Q4K-START", "CANARY-7Q4K-CUT", "CANARY-7Q4K-END"]);
  });
  it("is bounded on a huge reply", () => {
    const found = findCodewords("CANARY-7Q4K-START\n".repeat(100_000));
    expect(found.capped).toBe(true);
    expect(found.words.length).toBeLessThanOrEqual(10_000);
  });
});

describe("verify", () => {
  const manifest = () => JSON.parse(JSON.stringify(kitOf(CODEX).manifest));
  it("refuses a manifest that is not one, in a sentence", () => {
    for (const bad of [
      null,
      42,
      "x",
      {},
      { ...manifest(), version: 2 },
      { ...manifest(), prediction: { order: ["CANARY-ZZZZ-START"], later: [] } },
    ]) {
      const r = verify(bad, "CANARY-AAAA-START");
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/\.$/);
    }
    expect(parseManifest("{not json").ok).toBe(false);
  });
  it("an empty answer: every predicted codeword missing, and a note", () => {
    const r = verify(manifest(), "");
    if (!r.ok) throw new Error(r.error);
    expect(r.verification.agreed).toBe(false);
    expect(r.verification.notes.join(" ")).toMatch(/empty/);
    expect(r.verification.files.find((f) => f.path === "/repo/AGENTS.override.md")).toMatchObject({
      verdict: "disagreed",
      missing: ["START", "END"],
    });
    expect(r.verification.files.find((f) => f.path === "/repo/AGENTS.md")).toMatchObject({ verdict: "agreed", predicted: [], seen: [] });
  });
  it("flags codewords it never planted and a different order", () => {
    const m = manifest();
    const [a, b, c, d] = m.prediction.order;
    const r = verify(m, [b, a, c, d, "CANARY-ZZZZ-START"].join("\n"));
    if (!r.ok) throw new Error(r.error);
    expect(r.verification.unknown).toEqual(["CANARY-ZZZZ-START"]);
    expect(r.verification.order.ok).toBe(false);
    expect(r.verification.files.every((f) => f.verdict === "agreed")).toBe(true);
    expect(r.verification.agreed).toBe(false);
  });
  it("a huge answer is read up to the cap", () => {
    const m = manifest();
    const r = verify(m, m.prediction.order.join("\n") + "\n" + "x".repeat(MAX_ANSWER_CHARS + 10));
    if (!r.ok) throw new Error(r.error);
    expect(r.verification.files.every((f) => f.verdict === "agreed")).toBe(true);
    expect(r.verification.notes.join(" ")).toMatch(/only the first/);
    expect(r.verification.answer.length).toBe(MAX_ANSWER_CHARS);
  });
  it("text and Markdown reports name the agent, each file and the reply; Markdown survives backticks", () => {
    const m = manifest();
    const r = verify(m, "```\n" + m.prediction.order.join("\n") + "\n```");
    if (!r.ok) throw new Error(r.error);
    const md = markdownReport(r.verification);
    expect(md).toContain("| `/repo/web/AGENTS.md` | truncated | START, CUT | START, CUT | agreed |");
    expect(md).toContain("| `/repo/AGENTS.md` | shadowed | none | none | agreed |");
    expect(md).toMatch(/````text\n```\nCANARY-/);
    expect(textReport(r.verification)).toMatch(/^agreed\s+\/repo\/web\/AGENTS\.md\s+truncated\s+predicted START, CUT; seen START, CUT$/m);
  });
});

describe("the models version", () => {
  it("is named in both reports when the variant states it", () => {
    const m = { ...JSON.parse(JSON.stringify(kitOf(CODEX).manifest)), models: { version: "rust-v0.99.0", checked: "2026-11-26" } };
    const r = verify(m, m.prediction.order.join("\n"));
    if (!r.ok) throw new Error(r.error);
    expect(markdownReport(r.verification)).toContain("variant `upstream`, models rust-v0.99.0 (checked 2026-11-26)");
    expect(textReport(r.verification)).toContain("Canary check: codex, variant upstream (models rust-v0.99.0, checked 2026-11-26)");
  });
});

describe("bounds", () => {
  it("refuses a manifest text over MAX_MANIFEST_CHARS before parsing it", () => {
    const r = parseManifest(" ".repeat(MAX_MANIFEST_CHARS + 1));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/more than/);
  });
  it(`plants at most MAX_PLANTED_FILES files and lists the rest as skipped`, () => {
    const files: Scenario["files"] = {};
    for (let i = 0; i < MAX_PLANTED_FILES + 3; i++)
      files[`/repo/.cursor/rules/r${String(i).padStart(4, "0")}.mdc`] = `---\nalwaysApply: true\n---\nRule ${i}.\n`;
    const k = kitOf({ version: 1, agent: "cursor", cwd: "/repo", files });
    expect(k.manifest.files.length).toBe(MAX_PLANTED_FILES);
    expect(k.manifest.skipped.filter((s) => /at most/.test(s.reason)).length).toBe(3);
  });
});
