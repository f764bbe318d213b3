// Answers are Markdown: paragraphs, lists, emphasis and links. Raw HTML in an answer stays visible text, never markup.
import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-100 dark:hover:text-white";

/** A path on this site: starts with one slash (two would name another host). */
const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

function MarkdownLink({ href, children, newTabLabel }: ComponentProps<"a"> & { newTabLabel: string }) {
  if (!href) return <>{children}</>;
  if (isSitePath(href)) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}

export function MessageMarkdown({ content, newTabLabel }: { content: string; newTabLabel: string }) {
  const components: Components = {
    a: ({ href, children }) => (
      <MarkdownLink href={href} newTabLabel={newTabLabel}>
        {children}
      </MarkdownLink>
    ),
    // Images in text would load from anywhere; the alt text is enough (attachments are shown separately).
    img: ({ alt }) => <>{alt}</>,
    p: ({ children }) => <p className="whitespace-pre-wrap [&:not(:first-child)]:mt-2">{children}</p>,
    ul: ({ children }) => <ul className="mt-2 list-disc space-y-1 pl-5">{children}</ul>,
    ol: ({ children }) => <ol className="mt-2 list-decimal space-y-1 pl-5">{children}</ol>,
    h1: ({ children }) => <p className="mt-2 font-bold">{children}</p>,
    h2: ({ children }) => <p className="mt-2 font-bold">{children}</p>,
    h3: ({ children }) => <p className="mt-2 font-semibold">{children}</p>,
    code: ({ children }) => <code className="rounded bg-slate-200 px-1 text-[0.9em] dark:bg-slate-700">{children}</code>,
    pre: ({ children }) => <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{children}</pre>,
  };
  return (
    <div className="break-words">
      <Markdown components={components}>
        {content}
      </Markdown>
    </div>
  );
}
