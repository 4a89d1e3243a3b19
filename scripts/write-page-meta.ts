/**
 * Writes lib/agents/page-meta.json: every profile's data (lib/agents/meta.ts) as plain JSON, which the
 * page loads instead of the profiles' modules. Those import their facts.ts whole, so the wrapper texts
 * the resolvers use would ride along in the first load; the JSON holds only the data. `npm run agents`
 * runs this; lib/agents/page-meta.test.ts fails when it is stale.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROFILE_METAS } from "../lib/agents/meta";

writeFileSync(join(import.meta.dirname, "..", "lib", "agents", "page-meta.json"), JSON.stringify(PROFILE_METAS) + "\n");
