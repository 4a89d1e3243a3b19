/**
 * Config shapes several lab drivers write for agents built on the same runtime, kept once. opencode
 * and its fork Kilo read one JSON config with the same keys: a custom `@ai-sdk/openai-compatible`
 * provider pointed at the lab's recorder, chosen as the model, sharing and updates off.
 */

/** The fixed settings of an opencode-style config whose one model talks to `baseURL` (a template). */
export function openAiCompatibleConfig(baseURL: string): Readonly<Record<string, unknown>> {
  return {
    provider: {
      lab: {
        npm: "@ai-sdk/openai-compatible",
        name: "lab",
        options: { baseURL, apiKey: "lab" },
        models: { m: { name: "m" } },
      },
    },
    model: "lab/m",
    share: "disabled",
    autoupdate: false,
  };
}
