/** The agents the lab can run: each driver lives in its profile's folder (lib/agents/<id>/lab.ts). */
import { codexLab } from "../lib/agents/codex/lab";
import { geminiCliLab } from "../lib/agents/gemini-cli/lab";
import type { LabDriver } from "../lib/agents/lab-driver";
import { qwenCodeLab } from "../lib/agents/qwen-code/lab";

export const LAB_DRIVERS: Readonly<Record<string, LabDriver>> = {
  codex: codexLab,
  "gemini-cli": geminiCliLab,
  "qwen-code": qwenCodeLab,
};
