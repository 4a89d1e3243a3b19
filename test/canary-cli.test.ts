/**
 * `rulescope canary` on a real directory: the kit is written beside the tree (never into it), the
 * original is untouched, the prediction is printed, and `canary verify` exits 0 on an answer that
 * agrees, 1 on one that does not, 2 on bad usage. Each spawn runs the CLI through tsx: slow, so few.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CANARY_HELP, OVERVIEW } from "../lib/cli/help";
import { run } from "../lib/cli/run";
import { writeTree } from "../lib/cli/write-tree";
import { runCommand, type Ran } from "./cli-bundle";

const BIN = inject("cliBin");
const cli = (args: string[]): Promise<Ran> => runCommand(process.execPath, [BIN, ...args], { env: process.env });

const LONG = "# Web\n" + "- Keep functions small and pure; prefer composition over inheritance everywhere.\n".repeat(500);
const TREE = {
  "/.git": { dir: true as const },
  "/AGENTS.md": "# Root\nUse pnpm.\n",
  "/web/AGENTS.md": LONG,
  "/node_modules/x/AGENTS.md": "not copied\n",
};
let base: string;
let src: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "rulescope-canary-cli-"));
  src = join(base, "src");
  writeTree(TREE, src);
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("rulescope canary", { timeout: 180_000 }, () => {
  it("is in the overview, and canary --help is answered without loading the command", async () => {
    expect(OVERVIEW).toMatch(/^ {2}rulescope canary --dir <path> --agent <id> --out/m);
    expect(OVERVIEW).toMatch(/^ {2}rulescope canary verify <answer\.txt>/m);
    let text = "";
    expect(await run(["canary", "--help"], { out: (t) => void (text += t), err: () => {} })).toBe(0);
    expect(text).toBe(CANARY_HELP);
  });

  it("writes tree/, canary.json and QUESTION.txt, leaves the tree as it was, and verify judges the answers", async () => {
    const out = join(base, "kit");
    const r = await cli(["canary", "--dir", src, "--agent", "codex", "--cwd", "web", "--seed", "cli", "--out", out]);
    expect(r.code, r.err).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["QUESTION.txt", "canary.json", "tree"]);
    expect(readFileSync(join(src, "web", "AGENTS.md"), "utf8")).toBe(LONG);
    expect(readdirSync(join(out, "tree")).sort()).toEqual([".git", "AGENTS.md", "web"]);
    const manifest = JSON.parse(readFileSync(join(out, "canary.json"), "utf8"));
    const order: string[] = manifest.prediction.order;
    expect(order.map((w) => w.replace(/^CANARY-\w{4}-/, ""))).toEqual(["START", "END", "START", "CUT"]);
    const planted = readFileSync(join(out, "tree", "web", "AGENTS.md"), "utf8");
    expect(planted).toContain(order[3]);
    expect(r.out).toContain(`Rulescope predicts these codewords, in this order:\n${order.map((w) => `  ${w}`).join("\n")}\n`);
    expect(r.out).toContain(readFileSync(join(out, "QUESTION.txt"), "utf8").split("\n")[0]);

    writeFileSync(join(base, "agrees.txt"), order.map((w, i) => `${i + 1}. \`${w.toLowerCase()}\``).join("\n"));
    writeFileSync(join(base, "cut-early.txt"), order.slice(0, 3).join("\n"));
    const [agrees, cutEarly, markdown] = await Promise.all([
      cli(["canary", "verify", join(base, "agrees.txt"), "--manifest", join(out, "canary.json")]),
      cli(["canary", "verify", join(base, "cut-early.txt"), "--manifest", join(out, "canary.json")]),
      cli(["canary", "verify", join(base, "cut-early.txt"), "--manifest", join(out, "canary.json"), "--format", "markdown"]),
    ]);
    expect(agrees.code, agrees.err).toBe(0);
    expect(agrees.out).toMatch(/^agreed\s+web\/AGENTS\.md\s+truncated/m);
    expect(cutEarly.code).toBe(1);
    expect(cutEarly.out).toMatch(/^disagreed\s+web\/AGENTS\.md/m);
    expect(cutEarly.out).toMatch(/smaller budget/);
    expect(markdown.code).toBe(1);
    expect(markdown.out).toContain("| `web/AGENTS.md` | truncated | START, CUT | START | **disagreed** |");
  });

  it("a zip holds the same kit; bad usage is exit 2 with a sentence", async () => {
    const zip = join(base, "kit.zip");
    mkdirSync(join(base, "full"));
    writeFileSync(join(base, "full", "x"), "");
    const [made, inside, full, noAnswer, badManifest] = await Promise.all([
      cli(["canary", "--dir", src, "--agent", "codex", "--seed", "zip", "--out", zip]),
      cli(["canary", "--dir", src, "--agent", "codex", "--out", join(src, "kit")]),
      cli(["canary", "--dir", src, "--agent", "codex", "--out", join(base, "full")]),
      cli(["canary", "verify", "--manifest", join(base, "nothing.json")]),
      cli(["canary", "verify", join(src, "AGENTS.md"), "--manifest", join(src, "AGENTS.md")]),
    ]);
    expect(made.code, made.err).toBe(0);
    const files = unzipSync(readFileSync(zip));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["canary.json", "QUESTION.txt", "tree/AGENTS.md", "tree/web/AGENTS.md", "tree/.git/HEAD"]),
    );
    expect(Object.keys(files).some((f) => f.includes("node_modules"))).toBe(false);
    const manifest = JSON.parse(new TextDecoder().decode(files["canary.json"]));
    expect(new TextDecoder().decode(files["tree/AGENTS.md"])).toContain(manifest.prediction.order[0]);
    expect(inside.code).toBe(2);
    expect(inside.err).toMatch(/lies inside --dir/);
    expect(readdirSync(src)).not.toContain("kit");
    expect(full.code).toBe(2);
    expect(full.err).toMatch(/is not empty/);
    expect(noAnswer.code).toBe(2);
    expect(badManifest.code).toBe(2);
    expect(badManifest.err).toMatch(/not valid JSON/);
  });

  it("refuses --out at a dangling link, names a bad manifest a manifest, and keeps a backslash name out of a zip", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rulescope-canary-edge-"));
    const tree = join(dir, "tree");
    writeTree({ "/.git": { dir: true }, "/AGENTS.md": "# Root\n", "/a\\..\\..\\evil.bat": "x" }, tree);
    for (const name of ["gone.zip", "gone"]) {
      symlinkSync(join(dir, "nowhere", name), join(dir, name));
      const r = await cli(["canary", "--dir", tree, "--agent", "codex", "--out", join(dir, name)]);
      expect(r.code, name).toBe(2);
      expect(r.err, name).toMatch(/is a link that leads nowhere/);
      expect(r.err, name).not.toMatch(/bug in Rulescope/);
    }
    writeFileSync(join(dir, "answer.txt"), "hi\n");
    const v = await cli(["canary", "verify", join(dir, "answer.txt"), "--manifest", "/dev/zero"]);
    expect(v.code).toBe(2);
    expect(v.err).toMatch(/reads a manifest only from a regular file/);
    expect(v.err).not.toMatch(/scenario/);
    const zip = await cli(["canary", "--dir", tree, "--agent", "codex", "--out", join(dir, "kit.zip")]);
    expect(zip.code).toBe(0);
    expect(zip.err).toMatch(/evil\.bat is left out of the zip: its name holds a backslash/);
    const names = Object.keys(unzipSync(readFileSync(join(dir, "kit.zip"))));
    expect(names).toContain("tree/AGENTS.md");
    expect(names.filter((n) => n.includes("\\"))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
