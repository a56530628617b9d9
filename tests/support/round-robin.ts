/** A tiny round-robin HTTP proxy on loopback: one address in front of several server instances,
 * each request to the next one in turn, as a load balancer without stickiness would. Each answer
 * carries `x-upstream` (the instance's index), so a test can tell who answered. */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobin {
  origin: string;
  stop: () => Promise<void>;
}

export async function startRoundRobin(upstreamPorts: readonly number[]): Promise<RoundRobin> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next++ % upstreamPorts.length;
    const forward = request(
      {
        host: "127.0.0.1",
        port: upstreamPorts[index],
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": String(index) });
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "x-upstream": String(index) });
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
