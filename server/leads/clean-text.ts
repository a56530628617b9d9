// Text a visitor typed, made safe to store, mail and print: intake cleans each field with it,
// the notices clean what they put on one line.

/** Bidi controls (U+202A–U+202E, U+2066–U+2069) and U+2028/9 can disguise "evil.exe" in mail and
 * terminal; tab and line feed are kept for textareas. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/** What a visitor typed without control characters and bidi overrides; a one-line field turns
 * tabs and line breaks into spaces, a textarea keeps them with CRLF and CR as LF. */
export function cleanText(value: string, multiLine: boolean): string {
  if (multiLine) return value.replace(/\r\n?/g, "\n").replace(CONTROLS, "");
  return value.replace(/[\t\r\n]+/g, " ").replace(CONTROLS, "");
}
