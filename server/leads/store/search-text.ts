/** What inbox search looks in: names, e-mails, phone numbers (as typed and as digits) and
 * message, folded to lower case in JavaScript (SQLite's lower() is ASCII only), stored with the
 * lead. */
const SEARCHED = [
  "name",
  "yourName",
  "referralName",
  "company",
  "email",
  "yourEmail",
  "referralEmail",
  "phone",
  "referralPhone",
  "message",
];
const PHONES = ["phone", "referralPhone"];

const fold = (s: string) => s.normalize("NFKC").toLowerCase();
const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(" ") : (v ?? ""));
const digits = (s: string) => s.replace(/\D/g, "");

/** The stored search column of a lead with these fields. */
export function searchText(fields: Record<string, string | string[]>): string {
  const parts = SEARCHED.map((name) => text(fields[name])).filter(Boolean);
  const phoneDigits = PHONES.map((name) => digits(text(fields[name]))).filter(Boolean);
  return fold([...parts, ...phoneDigits].join("\n"));
}

/** The substrings to look for (any may match), or [] for no search; a phone-like query adds its
 * digits, so "304-555-0100" finds "(304) 555 0100". */
export function searchTerms(q: string | undefined): string[] {
  const term = fold((q ?? "").trim());
  if (!term) return [];
  const bare = digits(term);
  const phoneLike = /^[\d\s()+.-]+$/.test(term) && bare.length >= 3 && bare !== term;
  return phoneLike ? [term, bare] : [term];
}
