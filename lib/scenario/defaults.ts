/** Scenario defaults: the one place they live. */
export const DEFAULT_HOME = "/home/user";
