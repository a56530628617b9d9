/**
 * measurePage in a real Chromium, on a page built to hold one case of each
 * defect next to the things the rules leave alone (sr-only text, a marquee,
 * the top bar, a background behind the content, an inline link, spaced targets).
 */
import { type Browser, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tests/support/browser/chromium";
import { MEASURE_SCRIPT } from "./layout-measure";
import { type Measure, findDefects } from "./layout-rules";

const FIXTURE = `<!doctype html>
<html><head><style>
  body { margin: 0; font: 16px/20px monospace; }
  header { position: fixed; top: 0; left: 0; right: 0; height: 40px; background: #fff; }
  main { padding-top: 48px; }
  .cut { width: 100px; height: 20px; overflow: hidden; white-space: nowrap; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .marquee { width: 100px; overflow: hidden; }
  .track { display: inline-block; white-space: nowrap; animation: slide 10s linear infinite; }
  @keyframes slide { to { transform: translateX(-50%); } }
  .illustration { position: absolute; left: 1300px; top: 80px; width: 300px; height: 200px; background: #ccc; }
  .side { position: fixed; right: 0; top: 100px; width: 120px; height: 60px; background: #000; z-index: 10; }
  .background { position: fixed; inset: 0; z-index: -1; pointer-events: none; background: #eee; }
  .long { width: 1200px; }
  .short { width: 600px; }
  .tiny { display: block; width: 60px; height: 16px; }
  .spaced { display: block; width: 60px; height: 20px; margin-bottom: 12px; }
  .big { width: 40px; height: 40px; }
</style></head><body>
  <div class="background"></div>
  <header><nav aria-label="Main"><a href="#home" style="display:inline-block;padding:10px">Home</a></nav></header>
  <main>
    <div class="cut" id="cut">This text is far too long for its box</div>
    <span class="sr-only">Only for screen readers, and longer than one pixel</span>
    <div class="marquee"><span class="track">Moving text moving text moving text moving text</span></div>
    <div class="illustration" aria-hidden="true"></div>
    <p class="long" id="long">${"word ".repeat(60)}</p>
    <p class="short">${"word ".repeat(60)}</p>
    <p>Read <a href="#x">this page</a> in a sentence.</p>
    <div><a class="tiny" href="#a">a</a><a class="tiny" href="#b">b</a></div>
    <div style="margin-top: 12px"><a class="spaced" href="#c">c</a><a class="spaced" href="#d">d</a></div>
    <button class="big">ok</button>
  </main>
  <nav class="side" aria-label="Client links"><a href="#pay" style="color:#fff">Pay</a></nav>
</body></html>`;

const path = chromiumPath();

describe.skipIf(!path)("measurePage in Chromium", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: path, args: CHROMIUM_FLAGS });
    page = await browser.newPage({ viewport: { width: 1600, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function defects(html: string) {
    await page.setContent(html);
    return findDefects((await page.evaluate(MEASURE_SCRIPT)) as Measure);
  }

  it("finds one defect of each kind the fixture holds, and nothing the rules exempt", async () => {
    const found = await defects(FIXTURE);
    const summary = found.map((d) => `${d.kind}: ${d.subject.split(" ")[0]}`).sort();
    expect(summary).toEqual([
      "clipped-text: div#cut",
      "fixed-overlap: nav.side",
      "long-line: p#long",
      "small-target: a.tiny",
      "small-target: a.tiny",
    ]);
    const long = found.find((d) => d.kind === "long-line")!;
    // 1200 px of 16 px monospace (9.6 px a character) holds 125 characters: 24 words and a half.
    expect(long.detail).toMatch(/^124 characters/);
    expect(found.find((d) => d.kind === "fixed-overlap")!.detail).toContain("1 image");
  });

  it("measures card text outside paragraphs, and text in sections drawn only when near", async () => {
    const words = "word ".repeat(60);
    const found = await defects(
      `<!doctype html><body style="margin:0;font:16px/20px monospace">
        <div class="card" style="width:1200px"><h3 id="title">${words}</h3><p style="width:300px">short</p></div>
        <div style="height:3000px"></div>
        <section style="content-visibility:auto;contain-intrinsic-size:auto 100px"><p id="far" style="width:1200px">${words}</p></section>
      </body>`,
    );
    expect(found.map((d) => `${d.kind}: ${d.subject.split(" ")[0]}`).sort()).toEqual([
      "long-line: div.card",
      "long-line: p#far",
    ]);
  });

  it("finds a line ended early, and not one whose next word is a link and its full stop", async () => {
    const found = await defects(
      `<!doctype html><body style="margin:0;font:16px/20px monospace">
        <p id="rag" style="width:300px">short<br>word word word word word word word word</p>
        <p id="fits" style="width:300px">${"word ".repeat(30)}</p>
        <p id="link" style="width:200px">email at <a href="#m" style="display:inline-block">someone@example.com</a>.</p>
        <h2 style="width:300px">short<br>heading</h2>
      </body>`,
    );
    expect(found.map((d) => `${d.kind}: ${d.subject.split(" ")[0]}`)).toEqual(["deep-rag: p#rag"]);
    expect(found[0]!.detail).toMatch(/^"short" leaves 25\d px, room for "word" \(3\d px\) twice$/);
  });

  it("reports a page wider than the viewport and what makes it so", async () => {
    const found = await defects(
      `<!doctype html><body style="margin:0"><div id="wide" style="width:2000px">wide</div></body>`,
    );
    expect(found).toEqual([
      {
        kind: "horizontal-scroll",
        subject: "page",
        detail: '2000 px wide in 1600 px; div#wide "wide" to 2000 px',
      },
    ]);
  });
});
