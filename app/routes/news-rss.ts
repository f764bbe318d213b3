// /{lang}/news/rss.xml: the language's published articles as RSS 2.0, newest first.
import { newsRss } from "../news/news-rss.server.ts";
import type { Route } from "./+types/news-rss";

export function loader(args: Route.LoaderArgs) {
  return newsRss(args);
}
