/**
 * openhands: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources and every detail decided: the header of index.ts and README.md.
 */
import { defineMeta } from "../define";
import { APP_COMMIT, DEFAULT_MODEL, HOME_PATHS, MODEL_KEY, NAME, SDK_COMMIT, SKILL_LOADER_COMMIT } from "./facts";

const CHECKED = "2026-11-27";
const SDK = `https://github.com/OpenHands/software-agent-sdk/blob/${SDK_COMMIT}`;
const APP = "https://github.com/OpenHands/OpenHands/blob";

export const openhandsMeta = defineMeta({
  id: "openhands",
  name: NAME,
  homepage: "https://docs.openhands.dev",
  sources: [
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/skills/skill.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/skills/skill.py`,
      commit: SDK_COMMIT,
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/skills/utils.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/skills/utils.py`,
      commit: SDK_COMMIT,
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/agent_context.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/agent_context.py`,
      commit: SDK_COMMIT,
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/prompts/sections/dynamic.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/prompts/sections/dynamic.py`,
      commit: SDK_COMMIT,
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/prompts/templates/skill_knowledge_info.j2",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/prompts/templates/skill_knowledge_info.j2`,
      commit: SDK_COMMIT,
    },
    {
      label: "OpenHands/software-agent-sdk openhands-agent-server/openhands/agent_server/skills_service.py",
      url: `${SDK}/openhands-agent-server/openhands/agent_server/skills_service.py`,
      commit: SDK_COMMIT,
    },
    {
      label: "OpenHands/OpenHands openhands/app_server/app_conversation/skill_loader.py (the app's skill request)",
      url: `${APP}/${SKILL_LOADER_COMMIT}/openhands/app_server/app_conversation/skill_loader.py`,
      commit: SKILL_LOADER_COMMIT,
    },
    {
      label: "OpenHands/OpenHands openhands/core/config/llm_config.py (default model)",
      url: `${APP}/${APP_COMMIT}/openhands/core/config/llm_config.py`,
      commit: APP_COMMIT,
    },
    { label: "OpenHands docs (read 2026-11-27)", url: "https://docs.openhands.dev" },
  ],
  textFidelity: "exact",
  variants: [
    {
      id: "upstream",
      note: "SDK skills, app defaults",
      description:
        "OpenHands app on the software-agent-sdk (Aug 2026): AGENTS.md / CLAUDE.md / GEMINI.md / .cursorrules and .agents/skills, .openhands/skills, .openhands/microagents as skills; nested AGENTS.md as folder rules.",
      models: { version: `OpenHands/software-agent-sdk ${SDK_COMMIT.slice(0, 10)} (2026-08-22)`, checked: CHECKED },
    },
  ],
  defaultVariant: "upstream",
  envToggles: [],
  configKeys: [
    {
      key: MODEL_KEY,
      label: "Model",
      type: "string",
      default: DEFAULT_MODEL,
      description: "The LLM's model name: a CLAUDE.md reaches only Claude models, a GEMINI.md only Gemini models (by substring).",
    },
  ],
  homePaths: HOME_PATHS,
  markers: [".openhands/microagents/", ".openhands/skills/"],
});
