// Scheduled articles: when one's publish time comes, search and the assistant are told, once, by whichever instance
// sweeps first (announceDue marks and returns each due article in one statement).
import type { PublishedContent } from "../content/published-content.ts";
import type { NewsStore } from "./news-store.ts";

export async function announceDueNews({ news, publishedContent }: { news: NewsStore; publishedContent: PublishedContent }): Promise<string[]> {
  const due = await news.announceDue();
  for (const id of due) await publishedContent.changed("news", id);
  return due;
}
