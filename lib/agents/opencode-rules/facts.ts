/** The plugin's environment variables (debug.ts, discovery, runtime-context.ts), read by the data and the resolver. */
export const ENV = { debug: "OPENCODE_RULES_DEBUG", configDir: "OPENCODE_CONFIG_DIR", xdg: "XDG_CONFIG_HOME", ci: "CI" } as const;

/** Provider variables read when CI itself is unset (runtime-context.ts detectCiEnvironment). */
export const CI_PROVIDER_VARS = [
  "CONTINUOUS_INTEGRATION",
  "BUILD_NUMBER",
  "GITHUB_ACTIONS",
  "GITLAB_CI",
  "CIRCLECI",
  "TRAVIS",
  "JENKINS_URL",
  "BUILDKITE",
  "TEAMCITY_VERSION",
];
