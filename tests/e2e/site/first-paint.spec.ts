/**
 * The first paint shows the page's intro with its header (the root's `rel="expect"` link): a
 * page whose HTML arrives in parts is not drawn header first, so its largest paint is its
 * first (docs/decisions/0050).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sitePages } from "../../../content/site-map";
import { PAGE_INTRO_ID } from "../../../app/lib/core/page-intro";
import { expect, NARROW, test, WIDE } from "../fixtures";

const EXPECT_LINK = `<link rel="expect" href="#${PAGE_INTRO_ID}" blocking="render"/>`;

test("every page's HTML names one intro, and its head holds the first paint for it", async ({
  request,
}) => {
  for (const path of [...sitePages.map((p) => p.path), "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).toContain(EXPECT_LINK);
    expect(html.split(` id="${PAGE_INTRO_ID}"`).length - 1, path).toBe(1);
  }
});

/** A loopback proxy to the site that sends a page's HTML up to `<main` at once and the rest
 * `holdMs` later, as a slow network delivers it in parts. */
async function splittingProxy(origin: string, holdMs: number) {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(origin + (req.url ?? "/"), {
        headers: { "accept-encoding": "identity" },
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, key) => {
        if (!["content-encoding", "content-length", "transfer-encoding"].includes(key))
          headers[key] = value;
      });
      res.writeHead(upstream.status, headers);
      if (!upstream.headers.get("content-type")?.includes("text/html")) return res.end(body);
      const html = body.toString("utf8");
      const cut = html.indexOf("<main");
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), holdMs);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

for (const viewport of [NARROW, WIDE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/", "/about"]) {
      test(`${path}: HTML held after the header is not drawn until its intro is there`, async ({
        page,
        baseURL,
      }) => {
        const proxy = await splittingProxy(baseURL!, 600);
        try {
          // The first frame's callbacks run just before the first paint.
          await page.addInitScript((id) => {
            requestAnimationFrame(() => {
              (window as unknown as { introAtFirstFrame: boolean }).introAtFirstFrame =
                document.getElementById(id) !== null;
            });
          }, PAGE_INTRO_ID);
          await page.goto(proxy.origin + path);
          const paints = await page.evaluate(
            () =>
              new Promise<{ intro: boolean; fcp: number; lcp: number }>((resolve) => {
                new PerformanceObserver((list) => {
                  const fcp = performance.getEntriesByName("first-contentful-paint")[0]!;
                  resolve({
                    intro: (window as unknown as { introAtFirstFrame: boolean }).introAtFirstFrame,
                    fcp: fcp.startTime,
                    lcp: list.getEntries().at(-1)!.startTime,
                  });
                }).observe({ type: "largest-contentful-paint", buffered: true });
              }),
          );
          expect(paints.intro).toBe(true);
          expect(paints.lcp).toBe(paints.fcp);
        } finally {
          proxy.server.close();
        }
      });
    }
  });
}
