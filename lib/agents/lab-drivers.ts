/** The agents the lab (lab/) and `rulescope verify` can run: each driver lives in its profile's folder (lib/agents/<id>/lab.ts). */
import { claudeCodeLab } from "./claude-code/lab";
import { codexLab } from "./codex/lab";
import { geminiCliLab } from "./gemini-cli/lab";
import { kiloCodeLab } from "./kilo-code/lab";
import type { LabDriver } from "./lab-driver";
import { qwenCodeLab } from "./qwen-code/lab";

export const LAB_DRIVERS: Readonly<Record<string, LabDriver>> = {
  codex: codexLab,
  "claude-code": claudeCodeLab,
  "gemini-cli": geminiCliLab,
  "kilo-code": kiloCodeLab,
  "qwen-code": qwenCodeLab,
};
