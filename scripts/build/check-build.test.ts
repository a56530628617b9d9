import { describe, expect, it } from "vitest";
import { checkPages, REQUIRED_META } from "./check-build";

// A page that passes every check; each fixture below breaks exactly one of
// them. Its share image is a file that exists in public/, the folder checked.
const IMAGE = "https://www.lexcore.example/favicon.svg";
const meta = (keys: readonly string[]) =>
  keys.map((k) => `<meta property="${k}" content="${k === "og:image" ? IMAGE : "x"}"/>`).join("");
const GOOD = {
  head: `<title>Example</title>${meta(REQUIRED_META)}<link rel="canonical" href="https://www.lexcore.example/example"/>
<script type="application/ld+json">{"@type":"Thing"}</script>`,
  body: `<main><!--$--><h1>Title</h1><p><a href="/about">About</a></p><!--/$--></main>`,
};
const page = ({ head = GOOD.head, body = GOOD.body, path = "/example" } = {}) => ({
  path,
  file: "/dev/null",
  html: `<html><head>${head}</head><body>${body}</body></html>`,
});
const check = (...pages: ReturnType<typeof page>[]) => checkPages(pages, "public");

describe("checkPages", () => {
  it("accepts a page with everything in place", () => {
    expect(check(page())).toEqual([]);
  });

  const rejected: [string, ReturnType<typeof page>[], string][] = [
    [
      "no title",
      [page({ head: GOOD.head.replace("<title>Example</title>", "") })],
      "/example: no <title>",
    ],
    [
      "a title another page has",
      [page(), page({ path: "/other" })],
      '/other: same title as /example: "Example"',
    ],
    [
      "no canonical link",
      [page({ head: GOOD.head.replace(/<link rel="canonical"[^>]*>/, "") })],
      "/example: no canonical link",
    ],
    ["no <h1>", [page({ body: "<main><p>Text</p></main>" })], "/example: no <h1>"],
    [
      "content React wrote as a hidden segment moved by a script",
      [
        page({
          body:
            '<main><!--$?--><template id="B:0"></template><!--/$--></main>' +
            '<div hidden id="S:0"><h1>Title</h1></div><script>$RC("B:0","S:0")</script>',
        }),
      ],
      "/example: content written out of place (React's hidden S: segment)",
    ],
    [
      "no JSON-LD",
      [page({ head: GOOD.head.replace(/<script type="application\/ld\+json">.*<\/script>/, "") })],
      "/example: no JSON-LD",
    ],
    [
      "JSON-LD that is not JSON",
      [page({ head: GOOD.head.replace('{"@type":"Thing"}', '{"@type":') })],
      "/example: JSON-LD is not valid JSON",
    ],
    [
      "a share image that is not in the build",
      [page({ head: GOOD.head.replace(IMAGE, "https://www.lexcore.example/missing.png") })],
      "/example: share image missing: public/missing.png",
    ],
    [
      "a dead internal link",
      [page({ body: GOOD.body.replace('href="/about"', 'href="/no-such-page"') })],
      "/example: dead internal link /no-such-page",
    ],
    [
      "an inline style attribute, which the CSP (no 'unsafe-inline') would block",
      [page({ body: '<main><h1>Title</h1><span style="width:42%"></span></main>' })],
      '/example: inline style attribute (blocked by the CSP): style="width:42%"',
    ],
    ...REQUIRED_META.map((key): [string, ReturnType<typeof page>[], string] => [
      `no ${key}`,
      [
        page({
          head: GOOD.head.replace(
            meta(REQUIRED_META),
            meta(REQUIRED_META.filter((k) => k !== key)),
          ),
        }),
      ],
      `/example: no ${key}`,
    ]),
  ];

  it.each(rejected)("rejects a page with %s", (_name, pages, problem) => {
    expect(check(...pages)).toEqual([problem]);
  });
});
