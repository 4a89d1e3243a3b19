/** The question pasted into the real agent: short, and it forbids looking the codewords up. */
import { CODE_LENGTH, CODEWORD_PREFIX, POSITIONS } from "./facts";

const forms = POSITIONS.map((p) => `${CODEWORD_PREFIX}-${"X".repeat(CODE_LENGTH)}-${p}`).join(", ");

export const QUESTION = `Do not read, open or search any file for this; answer only from what you were given when this session started.

List every codeword of the form ${forms} (${CODE_LENGTH} letters or digits in the middle) that appears in your instructions, memory or context files.
Write each one exactly as it appears, one per line, in the order they appear, and nothing else.
If there are none, write NONE.
`;
