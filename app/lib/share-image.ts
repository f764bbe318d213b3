// The picture a shared link shows (Open Graph, Twitter cards): one per kind of page and language, drawn by the server.
import type { Lang } from "./languages.ts";
import type { PageEntry, PageKind } from "./site-map.ts";

export const SHARE_IMAGES = ["home", "services", "contact", "legal", "jobs", "news", "info"] as const;
export type ShareImage = (typeof SHARE_IMAGES)[number];

/** The size Facebook, LinkedIn and X crop large previews to (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const SHARE_IMAGE_OF_KIND: Record<PageKind, ShareImage> = {
  home: "home",
  service: "services",
  contact: "contact",
  legal: "legal",
  jobs: "jobs",
  tool: "info",
  area: "info",
};

export function shareImageOf(page: PageEntry): ShareImage {
  return page.shareImage ?? SHARE_IMAGE_OF_KIND[page.kind];
}

export function shareImagePath(lang: Lang, image: ShareImage): string {
  return `/og/${lang}/${image}.png`;
}
