/** A lead's spam reasons as plain sentences for the inbox and the digest; the sentences are
 * copy, in content/. */
import {
  spamReasonSentences,
  unknownSpamReason,
} from "../../../content/owner-messages/spam-reasons";

export function reasonInWords(code: string): string {
  return Object.hasOwn(spamReasonSentences, code)
    ? spamReasonSentences[code]!
    : unknownSpamReason(code);
}

export const reasonsInWords = (codes: readonly string[]) => codes.map(reasonInWords);
