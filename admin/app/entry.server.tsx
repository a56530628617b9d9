import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { adminContext } from "./session.server";
import { NonceContext } from "./nonce";

export const streamTimeout = 5_000;

// React Router's default server entry, with the CSP nonce the server made for
// this response (server/admin/admin-plugin.ts) on every inline script. The page is
// small and rendered whole before it is sent.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: unknown,
) {
  const { nonce } = adminContext(loadContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          adminContext(loadContext).log.error({ err: error }, "the inbox could not render a page");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** Errors go to the log: a refusal of the client's (405) as one warning line without a stack, an
 * error of ours with its stack. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as Partial<ReturnType<typeof adminContext>> | undefined)?.log;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log?.warn({ status: error.status, method: request.method }, "an inbox request was refused");
    return;
  }
  if (log) log.error({ err: error }, "an inbox request failed");
  else console.error(error);
};
