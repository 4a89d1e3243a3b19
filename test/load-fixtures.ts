import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { Fixture } from "./fixture-format";

const AGENTS_DIR = join(import.meta.dirname, "..", "lib", "agents");

/** Every fixture of every profile: [agent folder, file name, fixture]. */
export function loadFixtures(): [string, string, Fixture][] {
  const out: [string, string, Fixture][] = [];
  for (const agent of readdirSync(AGENTS_DIR).sort()) {
    const dir = join(AGENTS_DIR, agent, "fixtures");
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort())
      out.push([agent, f, JSON.parse(readFileSync(join(dir, f), "utf8")) as Fixture]);
  }
  return out;
}
