/** The server with the lead plugin alone, on a temp store, as the intake route tests start it. */
import { buildApp } from "../../server/app";
import { leadCapture } from "../../server/leads/leads-plugin";
import type { Deliver } from "../../server/leads/outbox/transport";
import type { Lead } from "../../server/leads/types";
import { tempDir, testEnv } from "./lead-samples";

/** Webhook notices go to `notify`; the routes read `clock`. `close` closes the app and the store
 * and removes the folder. */
export async function startLeadApp(notify: (lead: Lead) => void, clock: () => Date) {
  const dir = tempDir();
  const webhook: Deliver = async (lead) => void notify(lead);
  const env = testEnv({ DATA_DIR: dir.path });
  const capture = leadCapture(env, { channels: { webhook }, clock });
  const app = await buildApp({ env, plugins: [capture.register] });
  const close = async () => {
    await app.close();
    await capture.close();
    dir.remove();
  };
  return { app, capture, close };
}
