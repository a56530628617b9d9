/** Raw HTTP/1.1 over a loopback socket, for what `inject` and `fetch` cannot send: slow bodies, bad
 * request lines, huge headers. */
import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The first response in `text`, headers lower-cased. */
export function parseResponse(text: string): RawResponse {
  const split = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = text.slice(0, split).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: text.slice(split + 4) };
}

/** A socket to 127.0.0.1:`port` that keeps what it receives and knows when it is closed. */
export async function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  let isClosed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.on("close", () => {
      isClosed = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return {
    socket,
    write: (text: string) => socket.write(text),
    received: () => received,
    response: () => parseResponse(received),
    isClosed: () => isClosed,
    closed,
    /** True if the server closed the connection within `ms`. */
    closesWithin: async (ms: number) => {
      await Promise.race([closed, sleep(ms)]);
      return isClosed;
    },
    destroy: () => socket.destroy(),
  };
}

/** Sends one request as `text` and resolves with what came back once the server closed. */
export async function rawRequest(port: number, text: string, waitMs = 5_000) {
  const client = await rawClient(port);
  client.write(text);
  const closed = await client.closesWithin(waitMs);
  client.destroy();
  return { ...client.response(), raw: client.received(), closed };
}
