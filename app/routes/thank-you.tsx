import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { formNames, type FormName } from "../../content/site-map";
import { formSpecs, specForForm } from "../../shared/form-specs";
import { pageMeta, requestPath } from "../lib/meta";
import type { Route } from "./+types/thank-you";

// Where a form posted without JavaScript lands (303 from the server).
export const loader = ({ request }: Route.LoaderArgs) => {
  const path = requestPath(request);
  const form = path.split("/").filter(Boolean)[1] as FormName;
  if (!formNames.includes(form)) throw new Error(`No thank-you page for ${form}`);
  const { success } = formSpecs[specForForm[form]];
  return {
    form,
    ...success,
    metaTags: pageMeta({
      title: `${success.title.replace(/!$/, "")} – Thank You`,
      description:
        success.text.length >= 70
          ? success.text
          : `${success.text} This page confirms your form was received.`,
      path,
      noindex: true,
    }),
  };
};

// The loader (build time only; left out of the browser bundle) computes the
// tags; hydration and client navigation echo them from the loader data.
export const meta: Route.MetaFunction = ({ data }) => data?.metaTags ?? [];

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page-enter mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-400" />
      <h1 className="mt-6 text-4xl font-bold text-white">{loaderData.title}</h1>
      <p className="mt-4 text-lg text-slate-300">{loaderData.text}</p>
      <p className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to="/" className="btn btn-primary">
          Back to Home
        </Link>
        <Link to="/services" className="btn btn-secondary">
          Explore Our Services
        </Link>
      </p>
    </section>
  );
}
