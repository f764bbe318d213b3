// A job's description and requirements are Markdown staff write: paragraphs, headings, lists, emphasis and links.
// Raw HTML stays visible text, never markup; images show their text alternative only.
import Markdown, { type Components } from "react-markdown";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

/** The page's h1 is the job's title and its sections are h2, so a heading in the text starts at h3. */
const components: Components = {
  a: ({ href, children }) =>
    href && /^(https?:|mailto:|\/(?!\/))/i.test(href) ? (
      <a href={href} className={linkClass} {...(href.startsWith("/") ? {} : { rel: "noopener noreferrer" })}>
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  img: ({ alt }) => <>{alt}</>,
  h1: ({ children }) => <h3 className="mt-6 text-lg font-bold">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-6 text-lg font-bold">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-5 font-bold">{children}</h4>,
  h4: ({ children }) => <h4 className="mt-5 font-bold">{children}</h4>,
  h5: ({ children }) => <h4 className="mt-5 font-bold">{children}</h4>,
  h6: ({ children }) => <h4 className="mt-5 font-bold">{children}</h4>,
  p: ({ children }) => <p className="mt-3 first:mt-0">{children}</p>,
  ul: ({ children }) => <ul className="mt-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-3 list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => <blockquote className="mt-3 border-l-4 border-slate-300 pl-4 dark:border-slate-600">{children}</blockquote>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 text-[0.9em] dark:bg-slate-800">{children}</code>,
  pre: ({ children }) => <pre className="mt-3 overflow-x-auto whitespace-pre-wrap">{children}</pre>,
};

export function JobMarkdown({ text }: { text: string }) {
  return (
    <div className="break-words text-slate-800 dark:text-slate-200">
      <Markdown components={components}>{text}</Markdown>
    </div>
  );
}
