import { describe, expect, it } from "vitest";
import { checkPages, REQUIRED_META } from "./check-build";

// A page that passes every other check, so each case tests one thing; its
// share image is a file that exists in public/.
const IMAGE = "https://www.lexcore.example/favicon.svg";
const page = (body: string) => ({
  path: "/example",
  file: "/dev/null",
  html: `<html><head><title>Example</title>${REQUIRED_META.map(
    (k) => `<meta property="${k}" content="${k === "og:image" ? IMAGE : "x"}"/>`,
  ).join("")}<link rel="canonical" href="https://www.lexcore.example/example"/>
<script type="application/ld+json">{"@type":"Thing"}</script></head><body>${body}</body></html>`,
});

describe("checkPages", () => {
  it("accepts a page whose content is in place", () => {
    expect(checkPages([page("<main><!--$--><h1>Title</h1><!--/$--></main>")], "public")).toEqual(
      [],
    );
  });

  it("rejects a page whose content React wrote as a hidden segment moved by a script", () => {
    const outlined =
      '<main><!--$?--><template id="B:0"></template><!--/$--></main>' +
      '<div hidden id="S:0"><h1>Title</h1></div><script>$RC("B:0","S:0")</script>';
    expect(checkPages([page(outlined)], "public")).toEqual([
      "/example: content written out of place (React's hidden S: segment)",
    ]);
  });

  it("rejects an inline style attribute, which the CSP (no 'unsafe-inline') would block", () => {
    expect(
      checkPages([page('<main><h1>Title</h1><span style="width:42%"></span></main>')], "public"),
    ).toEqual(['/example: inline style attribute (blocked by the CSP): style="width:42%"']);
  });
});
