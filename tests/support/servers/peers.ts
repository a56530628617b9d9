/** Loopback peers for the server tests: SMTP and webhook receivers, free ports, waiting on a
 * condition. */
import { createServer, type IncomingHttpHeaders } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";

/** A loopback port that was free a moment ago (for a peer that must come up later). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, raw.
 * It offers no STARTTLS (no certificate for nodemailer to reject), so a client
 * must opt in to clear text (SMTP_ALLOW_PLAINTEXT, `allowPlaintext`) to use it.
 * With `auth`, it also offers AUTH in clear and keeps every login it is sent.
 */
export async function startSmtp(port = 0, opts: { auth?: boolean } = {}) {
  const messages: string[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    disabledCommands: opts.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    // No reverse DNS of the client: this sandbox has no resolver to ask.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real HTTP receiver on 127.0.0.1; `failNext(n)` answers 500 to the next n
 * requests; `redirectTo(status, url)` answers every request with that redirect
 * (without recording it) until called with `undefined`.
 */
export async function startWebhookReceiver() {
  const requests: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let failures = 0;
  let redirect: { status: number; location: string } | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (redirect) {
        res.writeHead(redirect.status, { location: redirect.location }).end();
        return;
      }
      if (failures > 0) {
        failures--;
        res.writeHead(500).end("not now");
        return;
      }
      requests.push({
        method: req.method ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    failNext: (n: number) => {
      failures = n;
    },
    redirectTo: (status: number | undefined, location = "") => {
      redirect = status === undefined ? undefined : { status, location };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting for a condition");
    await sleep(20);
  }
}
