/** The agents the lab can run: each driver lives in its profile's folder (lib/agents/<id>/lab.ts). */
import { claudeCodeLab } from "../lib/agents/claude-code/lab";
import { codexLab } from "../lib/agents/codex/lab";
import type { LabDriver } from "../lib/agents/lab-driver";

export const LAB_DRIVERS: Readonly<Record<string, LabDriver>> = { codex: codexLab, "claude-code": claudeCodeLab };
