/**
 * openhands: the profile's data without its resolver (the page loads this; index.ts adds resolve).
 * Sources: `sources` below; every detail decided: README.md.
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
      read: "`load_project_skills` (the project order: third-party files at the cwd and the git root, nested files, then the skill folders; the first name wins), `load_skills_from_dir`, `_handle_third_party` (the whole file), `_handle_nested_third_party` (`agents:<dir>` rules for `<dir>/**`), `_compile_path_glob`, `_keyword_matches`, `_create_skill_from_metadata`, the 1024-character description cut and the exception handling for unreadable files.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/skills/utils.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/skills/utils.py`,
      commit: SDK_COMMIT,
      read: "The walks for nested files: `_git_worktree_relpaths` (files git does not ignore, hidden folders included) and `_walk_relpaths` (hidden folders and node_modules skipped); `find_third_party_files`, `find_nested_third_party_files` and `find_regular_md_files`.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/skills/trigger.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/skills/trigger.py`,
      commit: SDK_COMMIT,
      read: "The trigger kinds a skill can carry: keyword, task and path triggers.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/agent_context.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/agent_context.py`,
      commit: SDK_COMMIT,
      read: "Which skills reach the prompt: model gating of the `claude` and `gemini` repo skills, and `get_tool_use_suffix`, the wording of path rules added to a tool result.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/prompts/sections/dynamic.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/prompts/sections/dynamic.py`,
      commit: SDK_COMMIT,
      read: "The dynamic block's sections: `<REPO_CONTEXT>` for trigger-less skills (with the untrusted-content warning), `<SKILLS>` for the listed ones.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/prompts/registry.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/prompts/registry.py`,
      commit: SDK_COMMIT,
      read: "`PromptRegistry.build` and `_SECTION_SEPARATOR`: the sections joined by a blank line.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/prompts/presets.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/prompts/presets.py`,
      commit: SDK_COMMIT,
      read: "The default preset: the order of the dynamic sections, REPO_CONTEXT first and CURRENT_DATETIME last, MEMORY_CONTEXT off by default.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/prompts/prompt.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/prompts/prompt.py`,
      commit: SDK_COMMIT,
      read: "`render_template`: Jinja without `trim_blocks`, the result stripped.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/context/prompts/templates/skill_knowledge_info.j2",
      url: `${SDK}/openhands-sdk/openhands/sdk/context/prompts/templates/skill_knowledge_info.j2`,
      commit: SDK_COMMIT,
      read: "The wording of a keyword-triggered skill's block.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/llm/utils/model_prompt_spec.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/llm/utils/model_prompt_spec.py`,
      commit: SDK_COMMIT,
      read: "`_MODEL_FAMILY_PATTERNS` and `_match_family`: the first family whose substring is in the model name.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/event/llm_convertible/system.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/event/llm_convertible/system.py`,
      commit: SDK_COMMIT,
      read: "`SystemPromptEvent.to_llm_message`: the dynamic block is the system message's second content block.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/conversation/impl/local_conversation.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/conversation/impl/local_conversation.py`,
      commit: SDK_COMMIT,
      read: "`_maybe_inject_path_rules` and `_touched_rule_path`: path rules go into the result of a tool that touched a matching file, its path relative to the workspace.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-sdk/openhands/sdk/profiles/resolver.py",
      url: `${SDK}/openhands-sdk/openhands/sdk/profiles/resolver.py`,
      commit: SDK_COMMIT,
      read: "`_apply_disabled_skills`: a profile drops skills by a deny-list of names.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-agent-server/openhands/agent_server/skills_service.py",
      url: `${SDK}/openhands-agent-server/openhands/agent_server/skills_service.py`,
      commit: SDK_COMMIT,
      read: "`load_all_skills` and `merge_skills`: user then project skills, a same-named skill replacing the earlier one in place.",
    },
    {
      label: "OpenHands/software-agent-sdk openhands-agent-server/openhands/agent_server/skills_router.py",
      url: `${SDK}/openhands-agent-server/openhands/agent_server/skills_router.py`,
      commit: SDK_COMMIT,
      read: "`SkillsRequest`: the public, user, project and organisation loads, each on by default.",
    },
    {
      label: "OpenHands/OpenHands openhands/app_server/app_conversation/skill_loader.py (the app's skill request)",
      url: `${APP}/${SKILL_LOADER_COMMIT}/openhands/app_server/app_conversation/skill_loader.py`,
      commit: SKILL_LOADER_COMMIT,
      read: "The app's request to its agent server for skills: user, project, organisation and public.",
    },
    {
      label: "OpenHands/OpenHands openhands/app_server/app_conversation/app_conversation_service_base.py",
      url: `${APP}/d3fe34a1ea6ae157a3dde6d7cc42f828d3e094bb/openhands/app_server/app_conversation/app_conversation_service_base.py`,
      commit: "d3fe34a1ea6ae157a3dde6d7cc42f828d3e094bb",
      read: "The defaults the app applies to that request when it starts a conversation.",
    },
    {
      label: "OpenHands/OpenHands openhands/core/config/llm_config.py (default model)",
      url: `${APP}/${APP_COMMIT}/openhands/core/config/llm_config.py`,
      commit: APP_COMMIT,
      read: "The default model, `claude-sonnet-4-20250514` (that it is still the app's default is inferred).",
    },
    {
      label: "python-frontmatter parse (read in the code index)",
      url: "https://github.com/eyeseast/python-frontmatter",
      read: "`parse`: the text is stripped, the frontmatter is the block between the first `---` line and the next, and the body is stripped.",
    },
    {
      label: "OpenHands docs (read 2026-11-27)",
      url: "https://docs.openhands.dev",
      read: "The project's documentation, the profile's homepage.",
    },
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
