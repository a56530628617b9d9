import { data, type LoaderFunctionArgs } from "react-router";
import { requirePerson } from "../session.server";

/** Unknown inbox paths: sign-in first (nothing is revealed), then a 404 page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePerson(request, context);
  throw data({ error: "Not found" }, { status: 404 });
}

export default function NotFound() {
  return null;
}
