import { useState } from "react";
import { useFetcher } from "react-router";

type Options = Parameters<
  typeof import("@simplewebauthn/browser").startRegistration
>[0]["optionsJSON"];
type SignInOptions = Parameters<
  typeof import("@simplewebauthn/browser").startAuthentication
>[0]["optionsJSON"];

/** Runs a passkey ceremony in the browser (@simplewebauthn/browser, loaded on the press) and
 * posts the answer to the route's action as `response`. */
export function usePasskey() {
  const fetcher = useFetcher<{ error?: string }>();
  const [clientError, setClientError] = useState<string>();
  const [asking, setAsking] = useState(false);
  const post = (fields: Record<string, string>, response: unknown) =>
    fetcher.submit({ ...fields, response: JSON.stringify(response) }, { method: "post" });
  const ask = async (work: () => Promise<unknown>, fields: Record<string, string>) => {
    setClientError(undefined);
    setAsking(true);
    try {
      post(fields, await work());
    } catch {
      setClientError("No passkey was used. Try again, or choose another passkey.");
    } finally {
      setAsking(false);
    }
  };
  return {
    register: (optionsJSON: Options, fields: Record<string, string> = {}) =>
      ask(async () => {
        const { startRegistration } = await import("@simplewebauthn/browser");
        return startRegistration({ optionsJSON });
      }, fields),
    signIn: (optionsJSON: SignInOptions, fields: Record<string, string> = {}) =>
      ask(async () => {
        const { startAuthentication } = await import("@simplewebauthn/browser");
        return startAuthentication({ optionsJSON });
      }, fields),
    busy: asking || fetcher.state !== "idle",
    error: clientError ?? fetcher.data?.error,
  };
}
