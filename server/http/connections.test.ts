import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { leadCapture } from "../leads/leads-plugin";
import { encodeForm, samples, tempDir, testEnv } from "../../tests/support/data/lead-samples";
import { rawClient, rawRequest } from "../../tests/support/servers/raw-http";

let app: FastifyInstance | undefined;
let cleanup: (() => Promise<void>) | undefined;

/** The real app with the lead route, listening on a loopback port. */
async function listen(env: Record<string, string> = {}) {
  const dir = tempDir();
  const e = testEnv({ DATA_DIR: dir.path, ...env });
  const capture = leadCapture(e, { channels: {} });
  app = await buildApp({ env: e, plugins: [capture.register] });
  await app.listen({ port: 0, host: "127.0.0.1" });
  cleanup = async () => {
    await app!.close();
    await capture.close();
    dir.remove();
  };
  return (app.server.address() as AddressInfo).port;
}

afterEach(async () => {
  await cleanup?.();
  app = undefined;
  cleanup = undefined;
});

const body = encodeForm({ "form-name": "contact", ...samples.contactDialog });
const postHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

describe("slow and idle clients", () => {
  it("answers a body that stops coming 408 and closes the connection after REQUEST_TIMEOUT_MS", async () => {
    const client = await rawClient(await listen({ REQUEST_TIMEOUT_MS: "1000" }));
    client.write(postHead("/", 100) + "form-name=");
    expect(await client.closesWithin(8_000)).toBe(true);
    expect(client.response().status).toBe(408);
    expect(client.response().headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a POST anywhere but / at once, without waiting for its body, and closes", async () => {
    const client = await rawClient(await listen({ REQUEST_TIMEOUT_MS: "60000" }));
    client.write(postHead("/nope", 100) + "0123456789");
    expect(await client.closesWithin(5_000)).toBe(true);
    expect(client.response().status).toBe(405);
    expect(client.response().headers.allow).toBe("GET, HEAD");
  });

  it.each(["PUT", "DELETE", "OPTIONS", "PATCH"])("refuses %s / with 405", async (method) => {
    await listen();
    const res = await app!.inject({ method: method as "PUT", url: "/" });
    expect(res.statusCode).toBe(405);
  });

  it("holds at most MAX_CONNECTIONS open connections; one more is dropped", async () => {
    const port = await listen({ MAX_CONNECTIONS: "3", REQUEST_TIMEOUT_MS: "60000" });
    const held = await Promise.all([1, 2, 3].map(() => rawClient(port)));
    for (const c of held) c.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const extra = await rawClient(port);
    expect(await extra.closesWithin(5_000)).toBe(true);
    expect(extra.received()).toBe("");
    expect(held.some((c) => c.isClosed())).toBe(false);
    for (const c of held) c.destroy();
  });

  it("still takes a whole form post sent in one go", async () => {
    const port = await listen({ REQUEST_TIMEOUT_MS: "1000" });
    const res = await rawRequest(
      port,
      postHead("/", Buffer.byteLength(body)).replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n") +
        body,
    );
    expect(res.status).toBe(303);
  });
});

describe("shutdown", () => {
  it("a request that starts while the server is closing gets 503 with the headers and Connection: close", async () => {
    const port = await listen({ REQUEST_TIMEOUT_MS: "60000" });
    const inFlight = await rawClient(port);
    inFlight.write(postHead("/", Buffer.byteLength(body)) + body.slice(0, 5));
    const late = await rawClient(port);
    late.write("GET / HTTP/1.1\r\nHost: x\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = app!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    late.write("\r\n");
    inFlight.write(body.slice(5));
    expect(await late.closesWithin(5_000)).toBe(true);
    expect(late.response().status).toBe(503);
    expect(late.response().headers["x-content-type-options"]).toBe("nosniff");
    expect(late.response().headers.connection).toBe("close");
    expect(await inFlight.closesWithin(5_000)).toBe(true);
    expect(inFlight.response().status).toBe(303);
    expect(inFlight.response().headers.connection).toBe("close");
    await closing;
  });
});

describe("error answers", () => {
  const expectHeadersAndNoEcho = (
    res: { status: number; headers: Record<string, string>; body: string },
    status: number,
    marker: string,
  ) => {
    expect(res.status).toBe(status);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["strict-transport-security"]).toBeDefined();
    expect(res.headers["referrer-policy"]).toBeDefined();
    expect(res.body).not.toContain(marker);
  };

  it("a path with bad percent-encoding: 400 with the headers, the path not echoed", async () => {
    const port = await listen();
    const res = await rawRequest(
      port,
      "GET /%zzECHO HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expectHeadersAndNoEcho(res, 400, "ECHO");
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("headers over the limit: 431 with the headers", async () => {
    const port = await listen();
    const res = await rawRequest(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Echo: ECHO${"a".repeat(20_000)}\r\n\r\n`,
    );
    expectHeadersAndNoEcho(res, 431, "ECHO");
  });

  it("no Host: 400 with the headers", async () => {
    const port = await listen();
    const res = await rawRequest(port, "GET /ECHO HTTP/1.1\r\nConnection: close\r\n\r\n");
    expectHeadersAndNoEcho(res, 400, "ECHO");
  });

  it("a request line that is not HTTP: 400 with the headers", async () => {
    const port = await listen();
    const res = await rawRequest(port, "ECHO ECHO ECHO\r\n\r\n");
    expectHeadersAndNoEcho(res, 400, "ECHO");
  });

  it("an unsupported body type: 415 that does not repeat the type it was sent", async () => {
    await listen();
    const res = await app!.inject({
      method: "POST",
      url: "/",
      headers: { "content-type": "text/ECHO" },
      payload: "x",
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body).not.toContain("ECHO");
  });
});
