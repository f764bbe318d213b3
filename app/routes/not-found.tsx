// Any address that is not a page: HTTP 404 with the not-found page in the visitor's language.
import { notFound } from "../lib/page-data.server.ts";
import { visitorLanguage } from "../lib/visitor-language.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  notFound(request, visitorLanguage(request));
}

export default function NotFoundRoute() {
  return null;
}
