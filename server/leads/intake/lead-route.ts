import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FieldErrors } from "../../../shared/forms/forms";
import type { Env } from "../../env";
import { invalidFormPage, unavailablePage } from "./error-pages";
import { FormBodyError, parseFormBody } from "./parse-form";
import {
  CHALLENGE_FIELD,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  thankYouPath,
  type FormName,
} from "../../../shared/forms/form-protocol";
import { readLeadSource } from "../../../shared/lead-source";
import type { Secrets } from "./challenge";
import { autoreplyKey } from "../outbox/autoreply";
import { CONFIRMATION_CAP } from "../store/release-lead";
import { boundFields, screenPost } from "./screen-post";
import { StoreNotReadyError, type Channel, type LeadStore } from "../types";
import { MULTI_VALUE_FIELDS, isFormName, validateLead } from "./validate-lead";
import { wantsJson } from "../../wants-json";

const FORM_PAGE: Record<FormName, string> = {
  contact: "/contact",
  referral: "/contact#refer",
  "website-project": "/websites-contact",
};

const MAX_META = 500;

/** The client's address only as a keyed hash (the challenge's key, so a list of addresses cannot
 * undo it), kept two hours at most for the confirmations' per-client cap. */
const clientHash = (key: string, ip: string) =>
  createHmac("sha256", key).update(ip).digest("base64url");

/** The path of the page a form came from, from the Referer header; never a full URL. */
function refererPath(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    // "//other.site/x" is a path too, but as the 400 page's back link it would leave the site.
    return new URL(referer, "http://x").pathname.replace(/^\/+/, "/").slice(0, MAX_META);
  } catch {
    return null;
  }
}

export interface LeadRouteOptions {
  env: Env;
  store: LeadStore;
  channels: readonly Channel[];
  onSaved: () => void;
  /** The challenge keys (CHALLENGE_SECRET, or the one kept in the store). */
  secrets: () => Promise<Secrets>;
  /** The time a post arrives (tests move it on instead of waiting). */
  clock?: () => Date;
}

/** POST / — the forms' one endpoint (docs/spec.md §7), for browsers with and without JavaScript. */
export function registerLeadRoute(
  app: FastifyInstance,
  { env, store, channels, onSaved, secrets, clock = () => new Date() }: LeadRouteOptions,
) {
  // Only urlencoded bodies are accepted. Any other type is a client's mistake,
  // not the server's: 415, and a warning without a stack.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 32 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser("*", (request, _body, done) => {
    request.log.warn(
      { contentType: String(request.headers["content-type"] ?? "").slice(0, 100) },
      "a form post that is not urlencoded was refused (415)",
    );
    done(Object.assign(new Error("Unsupported Media Type"), { statusCode: 415 }), undefined);
  });

  const invalid = (
    request: FastifyRequest,
    reply: FastifyReply,
    errors: FieldErrors,
    back: string,
  ) =>
    wantsJson(request)
      ? reply.code(400).send({ ok: false, errors })
      : reply.code(400).type("text/html; charset=utf-8").send(invalidFormPage(errors, back));

  app.post(
    "/",
    { config: { rateLimit: { max: env.RATE_LIMIT_MAX, timeWindow: env.RATE_LIMIT_WINDOW_MS } } },
    async (request, reply) => {
      const page = refererPath(request.headers.referer);
      let raw: Record<string, string | string[]>;
      try {
        raw = parseFormBody(
          typeof request.body === "string" ? request.body : "",
          MULTI_VALUE_FIELDS,
        );
      } catch (error) {
        if (!(error instanceof FormBodyError)) throw error;
        return invalid(request, reply, { form: error.message }, page ?? "/contact");
      }
      const {
        [FORM_NAME_FIELD]: formName,
        [HONEYPOT_FIELD]: honeypot,
        [CHALLENGE_FIELD]: solution,
        ...posted
      } = raw;
      // Where the visit came from travels beside the form's fields; a bad value is dropped, never
      // refused.
      const { source, rest: fields } = readLeadSource(posted);
      if (!isFormName(formName)) {
        return invalid(
          request,
          reply,
          { [FORM_NAME_FIELD]: "This form is not recognized." },
          page ?? "/contact",
        );
      }
      const back = page ?? FORM_PAGE[formName];
      const userAgent = String(request.headers["user-agent"] ?? "").slice(0, MAX_META) || null;
      const isSpam = typeof honeypot === "string" ? honeypot !== "" : honeypot !== undefined;

      const result = validateLead(formName, fields);
      if (!result.ok && !isSpam) return invalid(request, reply, result.errors, back);

      let id: string;
      let state: string;
      try {
        const kept = result.ok ? result.data : boundFields(formName, fields, result.spec);
        const now = clock();
        // The answer is the same whatever the screening says: a bot learns nothing.
        const screening = await screenPost(
          {
            fields: kept,
            honeypot: isSpam,
            challengeField: typeof solution === "string" ? solution : undefined,
            page,
            now: now.getTime(),
          },
          store,
          secrets,
        );
        state = screening.state;
        const lead = await store.saveLead(
          {
            form: formName,
            state: screening.state,
            fields: kept,
            page,
            userAgent,
            score: screening.score,
            reasons: screening.reasons,
            source,
          },
          channels,
          now,
          {
            bodyHash: screening.bodyHash,
            autoreplyTo: env.AUTOREPLY === "on" ? autoreplyKey(kept) : null,
            autoreplyClient: clientHash((await secrets()).key, request.ip),
            onConfirmationCap: () => request.log.warn(CONFIRMATION_CAP),
          },
        );
        id = lead.id;
      } catch (error) {
        // `err` is the key pino serialises as an error (message, stack); others log as {}. A store
        // that is not there yet (PostgreSQL down, DATA_DIR unwritable) says so in its own log line.
        if (!(error instanceof StoreNotReadyError))
          request.log.error({ err: error }, "could not store a lead");
        return wantsJson(request)
          ? reply
              .code(503)
              .header("retry-after", "30")
              .send({ ok: false, error: "The message could not be saved. Please try again." })
          : reply
              .code(503)
              .header("retry-after", "30")
              .type("text/html; charset=utf-8")
              .send(unavailablePage(back));
      }
      if (state === "new") {
        if (channels.length === 0) {
          request.log.warn(
            { lead: id, form: formName },
            "new lead stored, but no notification channel is configured: set SMTP_URL and NOTIFY_TO, or WEBHOOK_URL (see docs/configuration.md)",
          );
        }
        onSaved();
      }
      return wantsJson(request)
        ? reply.code(201).send({ ok: true, id })
        : reply.code(303).header("location", thankYouPath(formName)).send();
    },
  );
}
