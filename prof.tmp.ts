import fc from "fast-check";
import { oneHostilePart as hostileScenario } from "./test/fuzz/hostile";
import { validateScenario } from "./lib/scenario/validate";
import { AGENT_IDS } from "./lib/resolve";
const xs = fc.sample(hostileScenario, { numRuns: 2000, seed: 1 });
let ok = 0; const msgs = new Map<string, number>();
for (const x of xs) { const r = validateScenario(x, AGENT_IDS); if (r.ok) ok++; else for (const p of r.problems) { const k = p.message.replace(/".*?"/g, '"…"').replace(/\d[\d,]*/g, "N").slice(0, 70); msgs.set(k, (msgs.get(k) ?? 0) + 1); } }
console.log("ok", ok, "of", xs.length);
console.log([...msgs].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, n]) => n + "  " + k).join("\n"));
