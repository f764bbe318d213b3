// The language prefix: only se, en, fi and no exist; anything else is the not-found page.
import { Outlet } from "react-router";
import { isLang } from "../lib/languages.ts";
import { notFound } from "../lib/page-data.server.ts";
import type { Route } from "./+types/language";

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isLang(params.lang)) notFound(request);
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}
