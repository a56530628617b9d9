import home from "../../content/home";
import testimonials from "../../content/testimonials";
import { HomePage } from "../components/home/HomePage";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/home";

export const loader = () => ({ home, testimonials });

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta({ ...data.home.meta, path: location.pathname }) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.home} testimonials={loaderData.testimonials} />;
}
