// A job's text as HTML for its JobPosting (Google shows the formatted description): the same Markdown the page
// renders, without the page's classes.
import Markdown from "react-markdown";
import { renderToStaticMarkup } from "react-dom/server";

export function markdownHtml(...texts: string[]): string {
  return texts
    .filter((text) => text.trim())
    .map((text) => renderToStaticMarkup(<Markdown components={{ img: ({ alt }) => <>{alt}</> }}>{text}</Markdown>))
    .join("");
}
