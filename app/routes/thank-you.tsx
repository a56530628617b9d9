import { formNames, type FormName } from "../../shared/forms/form-protocol";
import { formSpecs, specForForm } from "../../shared/forms/form-specs";
import { pageMeta, requestPath } from "../lib/seo/meta";
import { echoMeta } from "../lib/seo/route-meta";
import type { Route } from "./+types/thank-you";
import { pageData } from "../lib/navigation/page-data";
import { pageOnDemand } from "../lib/navigation/page-on-demand";

const ThankYouPage = pageOnDemand(() =>
  import("../components/pages/ThankYouPage").then((m) => m.ThankYouPage),
);

// Where a form posted without JavaScript lands (303 from the server).
export const loader = ({ url }: Route.LoaderArgs) => {
  const path = requestPath(url);
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

export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage title={loaderData.title} text={loaderData.text} />;
}
