/**
 * The deployment itself: the real server behind Caddy configured by
 * deploy/lexcore.caddy (`tls internal`, loopback ports, no root). HTTP is
 * redirected to HTTPS; HSTS is sent; the server's headers and its precompressed
 * bytes arrive as they are (not compressed twice); the rate limits see the
 * client's address, not the proxy's (TRUST_PROXY=1), and a forged
 * X-Forwarded-For does not help; a form POST through the proxy is stored.
 *
 * Two loopback source addresses (127.0.0.2, 127.0.0.3) stand for two clients;
 * Caddy itself connects to the server from 127.0.0.1.
 */
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, waitUntilServing } from "../tests/support/servers/build";
import { encodeForm, samples, tempDir } from "../tests/support/data/lead-samples";
import { freePort } from "../tests/support/servers/peers";
import {
  caddySkipReason,
  requestWith,
  startCaddy,
  type Proxy,
} from "../tests/support/servers/caddy";

const skip = caddySkipReason();

describe.skipIf(skip)("behind Caddy (deploy/lexcore.caddy)", () => {
  const dir = tempDir("lexcore-deploy-");
  let proxy: Proxy;
  let server: ReturnType<typeof spawnServer>;
  let serverPort: number;

  beforeAll(async () => {
    serverPort = await freePort();
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    server = spawnServer(serverPort, {
      DATA_DIR: join(dir.path, "data"),
      DATABASE_URL: "",
      TRUST_PROXY: "1",
      SITE_URL: `https://localhost:${httpsPort}`,
      RATE_LIMIT_MAX: "2",
      CHALLENGE_RATE_LIMIT_MAX: "2",
    });
    await waitUntilServing(serverPort, server);
    proxy = await startCaddy({
      upstreamPort: serverPort,
      httpPort,
      httpsPort,
      spareHttpsPort: await freePort(),
      dir: join(dir.path, "caddy"),
    });
  }, 60_000);
  afterAll(async () => {
    await proxy?.stop();
    server?.child.kill("SIGTERM");
    dir.remove();
  });

  const post = (
    client: string,
    extra: Record<string, string> = {},
    message = "Through the proxy.",
  ) =>
    proxy.request(`${proxy.origin}/`, {
      method: "POST",
      localAddress: client,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        origin: proxy.origin,
        ...extra,
      },
      body: encodeForm({ "form-name": "contact", ...samples.contactPage, message }),
    });

  it("redirects HTTP to HTTPS, keeping path and query", async () => {
    const res = await proxy.request(`http://localhost:${proxy.httpPort}/contact?from=ad`);
    expect([301, 308]).toContain(res.status);
    expect(res.headers.location).toBe(`${proxy.origin}/contact?from=ad`);
  });

  it("sends HSTS over HTTPS, and the server's headers and precompressed bytes as they are", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const direct = await requestWith(undefined, `http://127.0.0.1:${serverPort}/`, { headers });
    const proxied = await proxy.request(`${proxy.origin}/`, { headers });
    expect(proxied.status).toBe(200);
    expect(proxied.headers["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-resource-policy",
      "cache-control",
      "content-type",
      "etag",
      "vary",
      "content-encoding",
      "content-length",
    ]) {
      expect(proxied.headers[name], name).toBe(direct.headers[name]);
    }
    expect(proxied.headers["content-encoding"]).toBe("br");
    // Byte for byte: compressed once, by the build.
    expect(proxied.body.equals(direct.body)).toBe(true);
    expect(proxied.headers.server).toBeUndefined();
  });

  it("Caddy's own answers carry HSTS too (the server is away: 502)", async () => {
    // The server's port held by a socket that drops every connection: a port only found free
    // could be taken by another test's server meanwhile, which would answer instead.
    const away = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => away.listen(0, "127.0.0.1", resolve));
    const stray = await startCaddy({
      upstreamPort: (away.address() as AddressInfo).port,
      httpPort: await freePort(),
      httpsPort: await freePort(),
      spareHttpsPort: await freePort(),
      dir: join(dir.path, "caddy-stray"),
      upstream: false,
    });
    try {
      const res = await stray.request(`${stray.origin}/`);
      expect(res.status).toBe(502);
      expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(res.headers.server).toBeUndefined();
      expect(res.body.toString()).toBe("502 Bad Gateway");
    } finally {
      await stray.stop();
      away.close();
    }
  });

  it("the form's rate limit counts each client by its own address, whatever X-Forwarded-For it sends", async () => {
    const a = [];
    for (let i = 0; i < 3; i++)
      a.push((await post("127.0.0.2", { "x-forwarded-for": `203.0.113.${i}` })).status);
    expect(a).toEqual([201, 201, 429]);
    // Another client is not held back by the first one's count (as it would be if the server saw
    // the proxy).
    expect((await post("127.0.0.3")).status).toBe(201);
  });

  it("GET /challenge is limited per client behind the proxy too", async () => {
    const get = (client: string) =>
      proxy.request(`${proxy.origin}/challenge`, { localAddress: client }).then((r) => r.status);
    expect([await get("127.0.0.4"), await get("127.0.0.4"), await get("127.0.0.4")]).toEqual([
      200, 200, 429,
    ]);
    expect(await get("127.0.0.5")).toBe(200);
  });

  it("a form POST through the proxy is stored before the answer", async () => {
    const message = `Stored through Caddy ${Date.now()}`;
    const res = await post("127.0.0.6", {}, message);
    expect(res.status).toBe(201);
    const { id } = JSON.parse(res.body.toString()) as { id: string };
    const db = new DatabaseSync(join(dir.path, "data", "leads.db"), { readOnly: true });
    try {
      const row = db.prepare("SELECT fields FROM leads WHERE id = ?").get(id);
      expect(JSON.parse(String(row?.fields))).toMatchObject({
        message,
        name: samples.contactPage.name,
      });
    } finally {
      db.close();
    }
  });

  it("answers /healthz and /readyz through the proxy", async () => {
    expect((await proxy.request(`${proxy.origin}/healthz`)).status).toBe(200);
    const ready = await proxy.request(`${proxy.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.toString()).toBe("ready\n");
  });
});
