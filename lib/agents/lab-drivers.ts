/** The agents the lab (lab/) and `rulescope verify` can run: each driver lives in its profile's folder (lib/agents/<id>/lab.ts). */
import { codexLab } from "./codex/lab";
import { copilotLab } from "./copilot/lab";
import { geminiCliLab } from "./gemini-cli/lab";
import type { LabDriver } from "./lab-driver";
import { opencodeLab } from "./opencode/lab";
import { qwenCodeLab } from "./qwen-code/lab";

export const LAB_DRIVERS: Readonly<Record<string, LabDriver>> = {
  codex: codexLab,
  copilot: copilotLab,
  "gemini-cli": geminiCliLab,
  opencode: opencodeLab,
  "qwen-code": qwenCodeLab,
};
