// Sharing an article: the device's own share sheet where the browser has one (navigator.share), otherwise copy the
// link (with a toast), LinkedIn and email. Before hydration (and without JavaScript) the LinkedIn and email links work.
import { useEffect, useState } from "react";
import { ExternalLink, Link2, Mail, Share2 } from "lucide-react";
import { showToast } from "../components/toasts.tsx";
import { useI18n } from "../lib/i18n.tsx";

const button =
  "inline-flex items-center gap-2 rounded-md border border-slate-400 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-white dark:hover:bg-slate-800";

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const [native, setNative] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => {
    setNative(typeof navigator.share === "function");
    setCanCopy(Boolean(navigator.clipboard?.writeText));
  }, []);

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closed by the visitor, or refused: nothing to say.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t("news.linkCopied"), duration: 4000 });
    } catch {
      showToast({ title: t("news.copyFailed"), duration: 5000, variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="share-heading" className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h2 id="share-heading" className="text-lg font-bold">
        {t("news.share")}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3" role="group" aria-label={t("news.shareLabel")}>
        {native ? (
          <button type="button" className={button} onClick={share}>
            <Share2 aria-hidden="true" className="size-4" />
            {t("news.shareNative")}
          </button>
        ) : (
          <>
            {canCopy ? (
              <button type="button" className={button} onClick={copy}>
                <Link2 aria-hidden="true" className="size-4" />
                {t("news.copyLink")}
              </button>
            ) : null}
            <a className={button} href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" className="size-4" />
              {t("news.shareLinkedIn")}
            </a>
            <a className={button} href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
              <Mail aria-hidden="true" className="size-4" />
              {t("news.shareEmail")}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
