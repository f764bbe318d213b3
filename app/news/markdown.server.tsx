// An article's Markdown body as HTML, rendered on the server with react-markdown (raw HTML in the Markdown is shown
// as text, never run), so the browser gets no Markdown code. Images only from our own uploads; links to other sites
// open without handing over the page (noopener).
import { renderToStaticMarkup } from "react-dom/server";
import Markdown, { defaultUrlTransform, type Components } from "react-markdown";
import { newsImageIdOfUrl } from "./news-contract.ts";

const components: Components = {
  img({ src, alt }) {
    const url = typeof src === "string" && newsImageIdOfUrl(src) ? src : null;
    if (!url) return alt ? <span>{alt}</span> : null;
    return <img src={url} alt={alt ?? ""} loading="lazy" decoding="async" />;
  },
  a({ href, children }) {
    const external = typeof href === "string" && /^https?:/i.test(href);
    return (
      <a href={href} {...(external ? { rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  },
  // The page's own heading is the h1: a heading in the text starts at h2.
  h1: ({ children }) => <h2>{children}</h2>,
};

export function renderNewsMarkdown(markdown: string): string {
  return renderToStaticMarkup(
    <Markdown components={components} skipHtml urlTransform={defaultUrlTransform}>
      {markdown}
    </Markdown>,
  );
}
