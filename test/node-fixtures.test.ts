/**
 * Every profile fixture, written to a real directory and resolved through the node:fs adapter: it must
 * meet the fixture's hand-written expectations and give the very Resolution memfs gives (prompt,
 * blocks, sources, diagnostics, stats, parts and trace).
 *
 * Fixtures with `unreadable` entries need chmod 000 to mean something. Root reads through it, so when
 * the tests run as root those fixtures are resolved in a child process running as `nobody`; where that
 * is not possible they are skipped, saying why.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { nodeFs } from "../lib/cli/node-fs";
import { removeTree, writeTree } from "../lib/cli/write-tree";
import { resolve } from "../lib/resolve";
import type { Scenario } from "../lib/scenario/types";
import type { Resolution } from "../lib/types";
import { checkFixture } from "./check-fixture";
import { loadFixtures } from "./load-fixtures";

const REPO = join(import.meta.dirname, "..");
const RUNNING_AS_ROOT = process.getuid?.() === 0;
const NOBODY = 65534;

const CHILD_SCRIPT = `
import { resolve } from ${JSON.stringify(pathToFileURL(join(REPO, "lib/resolve.ts")).href)};
import { nodeFs } from ${JSON.stringify(pathToFileURL(join(REPO, "lib/cli/node-fs.ts")).href)};
let input = "";
for await (const chunk of process.stdin) input += chunk;
const { scenario, root } = JSON.parse(input);
process.stdout.write(JSON.stringify(resolve(scenario, nodeFs({ root, listingOrder: false }))));
`;

/** Resolve over node:fs in a child running as an unprivileged user, for whom chmod 000 holds. */
function resolveUnprivileged(scenario: unknown, root: string): { ok: true; resolution: Resolution } | { ok: false; why: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHILD_SCRIPT], {
    cwd: REPO,
    uid: NOBODY,
    gid: NOBODY,
    input: JSON.stringify({ scenario, root }),
    encoding: "utf8",
    timeout: 60_000,
  });
  if (r.error || r.status !== 0) return { ok: false, why: r.error?.message ?? r.stderr.slice(0, 500) };
  return { ok: true, resolution: JSON.parse(r.stdout) as Resolution };
}

const CAN_DROP_PRIVILEGES = RUNNING_AS_ROOT && resolveUnprivileged({ version: 1, agent: "crabcode", cwd: "/", files: {} }, "/").ok;

const hasUnreadable = (files: Record<string, unknown>) =>
  Object.values(files).some((e) => typeof e === "object" && e !== null && (e as { unreadable?: unknown }).unreadable === true);

/** memfs reports tree entries it had to skip as diagnostics; over node:fs the writer reports them instead. */
function withoutTreeProblems(r: Resolution): Resolution {
  return { ...r, diagnostics: r.diagnostics.filter((d) => d.code !== "tree-entry-skipped") };
}

function resolveOnDisk(scenario: Scenario, dir: string, unprivileged: boolean): Resolution {
  // Sorted, as memfs lists: the disk's own order (FsPort.listingOrder) is the one thing the adapters do not share.
  if (!unprivileged) return resolve(scenario, nodeFs({ root: dir, listingOrder: false }));
  chmodSync(dir, 0o755); // mkdtemp makes it owner-only; the child must be able to enter it
  const r = resolveUnprivileged(scenario, dir);
  if (!r.ok) throw new Error(`the unprivileged child failed: ${r.why}`);
  return r.resolution;
}

describe("fixtures (node:fs)", () => {
  for (const [agent, file, fx] of loadFixtures()) {
    const name = `${agent}/${file}: ${fx.description}`;
    const unprivileged = RUNNING_AS_ROOT && hasUnreadable(fx.scenario.files);
    if (unprivileged && !CAN_DROP_PRIVILEGES) {
      it.skip(`${name} [skipped: running as root, where chmod 000 does not stop reads, and a child cannot be run as nobody here]`, () => {});
      continue;
    }
    it(name, () => {
      const dir = mkdtempSync(join(tmpdir(), "rulescope-fixture-"));
      const written = writeTree(fx.scenario.files, dir);
      try {
        const onDisk = resolveOnDisk(fx.scenario, dir, unprivileged);
        checkFixture(onDisk, fx);
        const inMemory = resolve(fx.scenario);
        // Through JSON when it came from the child, so both sides have the same shape.
        expect(onDisk).toEqual(unprivileged ? JSON.parse(JSON.stringify(withoutTreeProblems(inMemory))) : withoutTreeProblems(inMemory));
        const skipped = inMemory.diagnostics.filter((d) => d.code === "tree-entry-skipped").map((d) => d.path);
        expect(written.problems.map((p) => p.path).sort()).toEqual(skipped.sort());
      } finally {
        removeTree(dir, written);
      }
    });
  }
});
