// Placeholder until the profile lands; replaced wholesale by the profile's author.
import { Composer } from "../../core/compose";
import type { AgentProfile } from "../base";

export const codex = {
  id: "codex",
  name: "codex",
  homepage: "",
  sources: [],
  textFidelity: "exact",
  variants: [{ id: "upstream", description: "" }, { id: "seed", description: "" }],
  defaultVariant: "upstream",
  envToggles: [],
  configKeys: [],
  examples: [],
  resolve: () => ({ prompt: new Composer(), blocks: [] }),
} satisfies AgentProfile;
