/**
 * Writes lib/agents/page-meta.json and page-sources.json: every profile's data (lib/agents/meta.ts) as
 * plain JSON, which the page loads instead of the profiles' modules. Those import their facts.ts whole,
 * so the wrapper texts the resolvers use would ride along in the first load; the JSON holds only the
 * data, and the sources apart, loaded when opened. `npm run agents` runs this;
 * lib/agents/page-meta.test.ts fails when either is stale.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROFILE_METAS } from "../lib/agents/meta";
import { forPage } from "../lib/agents/page-data";

const dir = join(import.meta.dirname, "..", "lib", "agents");
const { metas, sources } = forPage(PROFILE_METAS);
writeFileSync(join(dir, "page-meta.json"), JSON.stringify(metas) + "\n");
writeFileSync(join(dir, "page-sources.json"), JSON.stringify(sources) + "\n");
