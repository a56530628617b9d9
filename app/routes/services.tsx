import { servicesDocument } from "../../content/services";
import { pageOnDemand } from "../lib/navigation/page-on-demand";
import { pageMeta, requestPath } from "../lib/seo/meta";
import { breadcrumbJsonLd } from "../lib/seo/structured-data";
import { echoMeta } from "../lib/seo/route-meta";
import type { Route } from "./+types/services";
import { pageData } from "../lib/navigation/page-data";

const ServicesPage = pageOnDemand(() =>
  import("../components/pages/ServicesPage").then((m) => m.ServicesPage),
);

// Serves both /services and /pricing; /pricing is canonical to /services.
export const loader = ({ url }: Route.LoaderArgs) => {
  const path = requestPath(url);
  const services = servicesDocument.value;
  return {
    ...services,
    metaTags: pageMeta({
      ...services.meta,
      title: path === "/pricing" ? `Pricing – ${services.meta.title}` : services.meta.title,
      path,
      canonicalPath: "/services",
      jsonLd: [
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
        ]),
      ],
    }),
  };
};

export const meta: Route.MetaFunction = echoMeta;

// Its data from memory when fetched ahead (docs/navigation.md).
export const clientLoader = (args: Route.ClientLoaderArgs) => pageData(args);

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage content={loaderData} />;
}
