/** The server with the lead and traffic plugins, as the traffic route tests start it. */
import { buildApp } from "../../../server/app";
import { leadCapture } from "../../../server/leads/leads-plugin";
import { trafficCapture } from "../../../server/traffic/traffic-plugin";
import { testEnv } from "../data/lead-samples";

/** The app on a store in `dataDir`, with the traffic clock `now`; closing it closes the store. */
export async function startTrafficApp(
  dataDir: string,
  env: Record<string, string>,
  now: () => number,
) {
  const e = testEnv({ DATA_DIR: dataDir, ...env });
  const capture = leadCapture(e);
  const traffic = trafficCapture(e, capture.store, { now });
  const app = await buildApp({ env: e, plugins: [capture.register, traffic.register] });
  app.addHook("onClose", async () => capture.close());
  return { app, traffic };
}
