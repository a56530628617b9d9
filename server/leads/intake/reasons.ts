/**
 * A lead's spam reasons (signal ids, stored with it) as plain sentences, for
 * the inbox and the held-lead digest. The sentences are copy, in content/.
 */
import { spamReasonSentences, unknownSpamReason } from "../../../content/spam-reasons";

export function reasonInWords(code: string): string {
  return Object.hasOwn(spamReasonSentences, code)
    ? spamReasonSentences[code]!
    : unknownSpamReason(code);
}

export const reasonsInWords = (codes: readonly string[]) => codes.map(reasonInWords);
