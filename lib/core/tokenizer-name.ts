/** The tokenizer behind every token count (lib/core/tokens.ts), named apart so the UI can show it cheaply. */
export const TOKENIZER_NAME = "o200k_base";
