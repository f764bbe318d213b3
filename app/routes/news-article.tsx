// /{lang}/news/{slug}: one published article in one language (an unknown, draft or not yet due article is 404).
import { Head } from "../components/head.tsx";
import { WithMessages } from "../lib/i18n.tsx";
import { loadNewsArticle } from "../news/news-page.server.ts";
import { NewsArticleBody } from "../news/news-ui.tsx";
import type { Route } from "./+types/news-article";

export function loader(args: Route.LoaderArgs) {
  return loadNewsArticle(args);
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, messages, article } = loaderData;
  return (
    <>
      <Head head={head} />
      <WithMessages messages={messages}>
        <NewsArticleBody article={article} breadcrumbs={breadcrumbs} />
      </WithMessages>
    </>
  );
}
