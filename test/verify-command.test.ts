/**
 * `rulescope verify` end to end with a stand-in for the agent's binary: a script that answers the
 * driver's version question and prints, as Codex's debug command does, an input list holding the text
 * it is told to. The texts compared are Rulescope's own (so "equal" is real) and a changed copy.
 */
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MESSAGE_MARK } from "../lib/agents/codex/facts";
import { LAB_DRIVERS } from "../lib/agents/lab-drivers";
import { plainEnv, runCommand } from "./cli-bundle";

const BIN = inject("cliBin");
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function temp(prefix: string): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  dirs.push(d);
  return d;
}

/**
 * A fake `codex`: `--version` answers as 0.171.0 does; otherwise it prints the text in `textFile` as
 * the user item (verify gives the agent only its driver's variables, so the path is written in), or
 * fails when there is none.
 */
function fakeCodex(textFile: string | null): string {
  const bin = join(temp("rulescope-fake-codex-"), "codex");
  const answer =
    textFile === null
      ? `console.error("boom"); process.exit(3);`
      : `const text = require("fs").readFileSync(${JSON.stringify(textFile)}, "utf8");
console.log(JSON.stringify([{ type: "message", role: "user", content: [{ type: "input_text", text }] }]));`;
  writeFileSync(
    bin,
    `#!${process.execPath}\nif (process.argv.includes("--version")) { console.log("codex-cli 0.171.0"); process.exit(0); }\n${answer}\n`,
  );
  chmodSync(bin, 0o755);
  return bin;
}

describe("rulescope verify", () => {
  const repo = temp("rulescope-verify-repo-");
  mkdirSync(join(repo, ".git"));
  writeFileSync(join(repo, "AGENTS.md"), "# Rules\n\nUse pnpm.\n");
  const textFile = join(temp("rulescope-verify-text-"), "text");
  const codex = fakeCodex(textFile);

  /** Rulescope's composed text for the folder, as verify composes it (a fresh home, nothing in it). */
  async function rulescopeText(): Promise<string> {
    const home = temp("rulescope-verify-home-");
    const r = await runCommand(process.execPath, [
      BIN,
      "resolve",
      "--dir",
      "/",
      "--agent",
      "codex",
      "--cwd",
      repo,
      "--home",
      home,
      "--env",
      `HOME=${home}`,
      "--env",
      `CODEX_HOME=${home}/.codex`,
      "--json",
    ]);
    return JSON.parse(r.out).prompt as string;
  }

  it("exit 0 when the agent's text is Rulescope's, byte for byte", async () => {
    const ours = await rulescopeText();
    expect(ours.startsWith(MESSAGE_MARK)).toBe(true);
    writeFileSync(textFile, ours);
    const r = await runCommand(process.execPath, [BIN, "verify", "--agent", "codex", "--cwd", repo, "--", codex]);
    expect(r.out).toMatch(/^equal: codex 0\.171\.0 \(Rulescope's variant upstream\)/);
    expect(r.code).toBe(0);
  });

  it("exit 1 with the diff when it differs; --format markdown gives a report for an issue", async () => {
    writeFileSync(textFile, `${await rulescopeText()}\nAn extra line only the real agent sends.`);
    const text = await runCommand(process.execPath, [BIN, "verify", "--agent", "codex", "--cwd", repo, "--", codex]);
    expect(text.code).toBe(1);
    expect(text.out).toMatch(/^different: /);
    expect(text.out).toContain("-An extra line only the real agent sends.");
    const md = await runCommand(process.execPath, [BIN, "verify", "--agent", "codex", "--cwd", repo, "--format", "markdown", "--", codex]);
    expect(md.out).toMatch(/^### rulescope verify: different\n/);
    expect(md.out).toContain("```diff\n");
  });

  it("exit 2 when the agent cannot run, is not installed, or cannot be driven", async () => {
    const failed = await runCommand(process.execPath, [BIN, "verify", "--agent", "codex", "--cwd", repo, "--", fakeCodex(null)]);
    expect(failed.code).toBe(2);
    expect(failed.out).toMatch(/could not compare.*\n.*The agent could not be run: codex exited with 3: boom/);
    const missing = await runCommand(process.execPath, [BIN, "verify", "--agent", "codex", "--cwd", repo], {
      env: plainEnv({ PATH: "/nonexistent" }),
    });
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/codex was not found on PATH\. Install it \(npm install -g @openai\/codex\)/);
    const ide = await runCommand(process.execPath, [BIN, "verify", "--agent", "cursor"]);
    expect(ide.code).toBe(2);
    expect(ide.err).toMatch(/canary kit/);
  });

  it("places every drivable agent's config in its fresh folder, wherever the driver names it", async () => {
    // Claude Code's settings go to ~/.claude when CLAUDE_CONFIG_DIR is unset (orPath), Qwen Code's to a
    // system settings file outside home ({root}): both once stopped verify before the agent ran.
    for (const [agent, driver] of Object.entries(LAB_DRIVERS)) {
      const bin = join(temp("rulescope-fake-agent-"), driver.bin);
      writeFileSync(bin, `#!${process.execPath}\nconsole.error("boom"); process.exit(3);\n`);
      chmodSync(bin, 0o755);
      const r = await runCommand(process.execPath, [BIN, "verify", "--agent", agent, "--cwd", repo, "--", bin]);
      expect(r.out, agent).toMatch(new RegExp(`The agent could not be run: ${driver.bin} exited with 3: boom`));
      expect(r.code, agent).toBe(2);
    }
  });
});
