/** Writes schema/rulescope.schema.json from the zod schema of rulescope.json (npm run schema). */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { configJsonSchema } from "../lib/check/config";

writeFileSync(join(import.meta.dirname, "..", "schema", "rulescope.schema.json"), JSON.stringify(configJsonSchema(), null, 2) + "\n");
