// Renders a page's <head> data; React 19 hoists title, meta and link into <head>.
import { useNonce } from "../lib/nonce.ts";
import type { HeadData } from "../lib/seo.ts";

export function Head({ head }: { head: HeadData }) {
  const nonce = useNonce();
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((m) =>
        m.name ? (
          <meta key={`n:${m.name}`} name={m.name} content={m.content} />
        ) : (
          <meta key={`p:${m.property}:${m.content}`} property={m.property} content={m.content} />
        ),
      )}
      {head.links.map((l) => (
        <link key={`${l.rel}:${l.hrefLang ?? ""}:${l.type ?? ""}`} rel={l.rel} href={l.href} hrefLang={l.hrefLang} type={l.type} title={l.title} />
      ))}
      {head.jsonLd.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          // JSON-LD cannot contain markup: escaping "<" keeps a value from closing the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}
