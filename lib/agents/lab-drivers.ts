/** The agents the lab (lab/) and `rulescope verify` can run: each driver lives in its profile's folder (lib/agents/<id>/lab.ts). */
import { claudeCodeLab } from "./claude-code/lab";
import { clineLab } from "./cline/lab";
import { codexLab } from "./codex/lab";
import { continueLab } from "./continue/lab";
import { copilotLab } from "./copilot/lab";
import { geminiCliLab } from "./gemini-cli/lab";
import { kiloCodeLab } from "./kilo-code/lab";
import type { LabDriver } from "./lab-driver";
import { opencodeLab } from "./opencode/lab";
import { piLab } from "./pi/lab";
import { qwenCodeLab } from "./qwen-code/lab";

export const LAB_DRIVERS: Readonly<Record<string, LabDriver>> = {
  codex: codexLab,
  "claude-code": claudeCodeLab,
  cline: clineLab,
  continue: continueLab,
  copilot: copilotLab,
  "gemini-cli": geminiCliLab,
  opencode: opencodeLab,
  "kilo-code": kiloCodeLab,
  pi: piLab,
  "qwen-code": qwenCodeLab,
};
