/** The agents the lab can run: each driver lives in its profile's folder (lib/agents/<id>/lab.ts). */
import { codexLab } from "../lib/agents/codex/lab";
import { copilotLab } from "../lib/agents/copilot/lab";
import type { LabDriver } from "../lib/agents/lab-driver";
import { opencodeLab } from "../lib/agents/opencode/lab";

export const LAB_DRIVERS: Readonly<Record<string, LabDriver>> = { codex: codexLab, copilot: copilotLab, opencode: opencodeLab };
