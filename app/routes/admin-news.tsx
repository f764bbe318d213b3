// The console's News section (/{lang}/admin/news, administrators): every article with its status; `?article=new` or
// `?article=<id>` opens the editor (shared fields, then a version per language: title, address, summary, Markdown
// body with uploaded images), `?article=<id>&preview=<lang>` shows the article as the public will see it (never public
// itself). Each change is a call to /api/staff/news/…; the page's data is read again afterwards.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { data, Link, useNavigate, useRevalidator } from "react-router";
import { LocalTime } from "../account/local-time.tsx";
import { dangerButton, primaryButton, secondaryButton } from "../account/account-ui.tsx";
import { showToast } from "../components/toasts.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { staffCall } from "../console/staff-api.ts";
import { readApiError } from "../lib/api-error-response.ts";
import { useI18n, WithMessages } from "../lib/i18n.tsx";
import { isLang, LANGUAGE_NAMES, LANGUAGES, HTML_LANG, type Lang } from "../lib/languages.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORIES,
  NEWS_SLUG_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  slugify,
  type NewsAdminSummary,
  type NewsArticleAdmin,
  type NewsCategory,
  type NewsInput,
} from "../news/news-contract.ts";
import { newsArticleData } from "../news/news-page.server.ts";
import { NewsArticleBody } from "../news/news-ui.tsx";
import type { Route } from "./+types/admin-news";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "news");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  const url = pageUrl(args.request);
  const { news } = args.context.get(requestContext).services;
  const articleParam = url.searchParams.get("article");
  const previewParam = url.searchParams.get("preview");
  if (articleParam && previewParam) {
    const previewLang = isLang(previewParam) ? previewParam : null;
    const article = previewLang ? await news.preview(articleParam, previewLang) : null;
    const page = previewLang && article ? newsArticleData(args, previewLang, article, { preview: true }) : null;
    return { ...gate, view: { kind: "preview" as const, id: articleParam, page } };
  }
  if (articleParam === "new") return { ...gate, view: { kind: "editor" as const, article: null, missing: false } };
  if (articleParam) {
    const article = await news.find(articleParam);
    return { ...gate, view: { kind: "editor" as const, article, missing: !article } };
  }
  return { ...gate, view: { kind: "list" as const, articles: await news.adminList() } };
}

const TOAST_MS = 5000;
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm dark:border-slate-500 dark:bg-slate-900 dark:text-white";
const card = "rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700";
const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";
const hint = "mt-1 text-sm text-slate-600 dark:text-slate-300";

type Shown = "draft" | "scheduled" | "published";

function shownStatus(article: { status: string; live: boolean }): Shown {
  if (article.status !== "published") return "draft";
  return article.live ? "published" : "scheduled";
}

const STATUS_LOOK: Record<Shown, string> = {
  draft: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  published: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
};

function StatusBadge({ status }: { status: Shown }) {
  const { t } = useI18n();
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>{t(`newsConsole.statuses.${status}`)}</span>;
}

function titleOf(titles: Partial<Record<Lang, string>>, lang: Lang): string | undefined {
  return titles[lang] ?? LANGUAGES.map((l) => titles[l]).find(Boolean);
}

function ArticleList({ articles }: { articles: NewsAdminSummary[] }) {
  const { lang, t } = useI18n();
  return (
    <>
      <p>
        <Link to="?article=new" className={primaryButton}>
          {t("newsConsole.newArticle")}
        </Link>
      </p>
      {articles.length ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <caption className="sr-only">{t("newsConsole.table.caption")}</caption>
            <thead>
              <tr className="text-sm text-slate-700 dark:text-slate-300">
                {(["title", "languages", "category", "status", "publishAt", "updated"] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`newsConsole.table.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => {
                const title = titleOf(article.titles, lang) ?? t("newsConsole.untitled");
                return (
                  <tr key={article.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                    <td className="px-3 py-3">
                      <Link to={`?article=${article.id}`} className={link} aria-label={t("newsConsole.edit", { title })}>
                        {title}
                      </Link>
                    </td>
                    <td className="px-3 py-3 text-sm">{LANGUAGES.filter((l) => article.titles[l]).map((l) => l.toUpperCase()).join(", ")}</td>
                    <td className="px-3 py-3 text-sm">{t(`news.categories.${article.category}`)}</td>
                    <td className="px-3 py-3">
                      <StatusBadge status={shownStatus(article)} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-sm">{article.publishAt ? <LocalTime iso={article.publishAt} /> : "–"}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-sm">
                      <LocalTime iso={article.updatedAt} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6">{t("newsConsole.empty")}</p>
      )}
    </>
  );
}

interface VersionState {
  enabled: boolean;
  title: string;
  slug: string;
  slugTouched: boolean;
  summary: string;
  body: string;
}

function initialVersions(article: NewsArticleAdmin | null, lang: Lang): Record<Lang, VersionState> {
  return Object.fromEntries(
    LANGUAGES.map((l) => {
      const version = article?.translations[l];
      return [
        l,
        version
          ? { enabled: true, ...version, slugTouched: true }
          : { enabled: !article && l === lang, title: "", slug: "", slugTouched: false, summary: "", body: "" },
      ];
    }),
  ) as Record<Lang, VersionState>;
}

/** `2026-11-24T09:30` in the browser's own time zone (what a datetime-local field holds). */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Uploads one image; its address, or null after a toast that says why not. */
async function uploadImage(file: File, lang: Lang, t: (key: string) => string): Promise<{ id: string; url: string } | null> {
  const form = new FormData();
  form.append("file", file);
  const response = await fetch(`/api/staff/news/images?language=${lang}`, { method: "POST", body: form, credentials: "same-origin" }).catch(() => null);
  const json: unknown = await response?.json().catch(() => null);
  if (response?.ok) {
    showToast({ title: t("newsConsole.toasts.uploaded"), duration: TOAST_MS });
    return json as { id: string; url: string };
  }
  showToast({ title: t("newsConsole.toasts.uploadFailed"), description: readApiError(json)?.message, duration: TOAST_MS, variant: "destructive" });
  return null;
}

function VersionFields({
  target,
  state,
  onChange,
  existing,
}: {
  target: Lang;
  state: VersionState;
  onChange(next: VersionState): void;
  existing: boolean;
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [alt, setAlt] = useState("");
  const [uploading, setUploading] = useState(false);
  const language = LANGUAGE_NAMES[target];
  const set = (patch: Partial<VersionState>) => onChange({ ...state, ...patch });

  async function insertImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    const uploaded = await uploadImage(file, lang, t);
    setUploading(false);
    if (!uploaded) return;
    const markdown = `![${alt.replace(/[[\]]/g, "")}](${uploaded.url})`;
    const area = bodyRef.current;
    const at = area?.selectionStart ?? state.body.length;
    const before = state.body.slice(0, at);
    const after = state.body.slice(at);
    const glue = before && !before.endsWith("\n") ? "\n\n" : "";
    set({ body: `${before}${glue}${markdown}\n\n${after}` });
    setAlt("");
  }

  return (
    <fieldset className={card} lang={HTML_LANG[target]}>
      <legend className="px-1 text-lg font-bold">{t("newsConsole.editor.version", { language })}</legend>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" checked={state.enabled} onChange={(event) => set({ enabled: event.target.checked })} className="size-4" />
        {t("newsConsole.editor.include", { language })}
      </label>
      {state.enabled ? (
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor={`${id}-title`} className="block text-sm font-semibold">
              {t("newsConsole.editor.title")} ({language})
            </label>
            <input
              id={`${id}-title`}
              required
              maxLength={NEWS_TITLE_MAX}
              value={state.title}
              onChange={(event) => {
                const title = event.target.value;
                set({ title, ...(state.slugTouched || existing ? {} : { slug: slugify(title) }) });
              }}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-slug`} className="block text-sm font-semibold">
              {t("newsConsole.editor.slug")} ({language})
            </label>
            <input
              id={`${id}-slug`}
              required
              maxLength={NEWS_SLUG_MAX}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              value={state.slug}
              onChange={(event) => set({ slug: event.target.value, slugTouched: true })}
              aria-describedby={`${id}-slug-hint`}
              className={inputClass}
            />
            <p id={`${id}-slug-hint`} className={hint}>
              {t("newsConsole.editor.slugHint", { lang: target })}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-summary`} className="block text-sm font-semibold">
              {t("newsConsole.editor.summary")} ({language})
            </label>
            <textarea
              id={`${id}-summary`}
              required
              rows={2}
              maxLength={NEWS_SUMMARY_MAX}
              value={state.summary}
              onChange={(event) => set({ summary: event.target.value })}
              aria-describedby={`${id}-summary-hint`}
              className={inputClass}
            />
            <p id={`${id}-summary-hint`} className={hint}>
              {t("newsConsole.editor.summaryHint")}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-body`} className="block text-sm font-semibold">
              {t("newsConsole.editor.body")} ({language})
            </label>
            <textarea
              id={`${id}-body`}
              ref={bodyRef}
              required
              rows={12}
              maxLength={NEWS_BODY_MAX}
              value={state.body}
              onChange={(event) => set({ body: event.target.value })}
              aria-describedby={`${id}-body-hint`}
              className={`${inputClass} font-mono text-sm`}
            />
            <p id={`${id}-body-hint`} className={hint}>
              {t("newsConsole.editor.bodyHint")}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-[14rem] flex-1">
              <label htmlFor={`${id}-alt`} className="block text-sm font-semibold">
                {t("newsConsole.editor.imageAltLabel", { language })}
              </label>
              <input id={`${id}-alt`} value={alt} maxLength={200} onChange={(event) => setAlt(event.target.value)} className={inputClass} />
            </div>
            <div>
              <label htmlFor={`${id}-image`} className={`${secondaryButton} cursor-pointer`}>
                {t("newsConsole.editor.insertImage", { language })}
              </label>
              <input
                id={`${id}-image`}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                disabled={uploading}
                onChange={insertImage}
                aria-describedby={`${id}-image-hint`}
                className="sr-only"
              />
              <p id={`${id}-image-hint`} className={hint}>
                {t("newsConsole.editor.imageHint")}
              </p>
            </div>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

function Editor({ article }: { article: NewsArticleAdmin | null }) {
  const { lang, t } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [category, setCategory] = useState<NewsCategory>(article?.category ?? "technology");
  const [tags, setTags] = useState(article?.tags.join(", ") ?? "");
  const [cover, setCover] = useState<{ id: string; url: string } | null>(
    article?.coverImageId ? { id: article.coverImageId, url: `/api/news/images/${article.coverImageId}` } : null,
  );
  const [publishAt, setPublishAt] = useState("");
  const [versions, setVersions] = useState(() => initialVersions(article, lang));
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState<number | null>(null);
  // The time field speaks the browser's time zone: filled in once in the browser, never on the server.
  useEffect(() => {
    setNow(Date.now());
    if (article?.publishAt && (article.status === "published" || new Date(article.publishAt).getTime() > Date.now())) setPublishAt(toLocalInput(article.publishAt));
  }, [article]);
  const publishTime = publishAt ? new Date(publishAt) : null;
  const scheduling = Boolean(publishTime && now !== null && publishTime.getTime() > now);

  function input(status: NewsInput["status"]): NewsInput {
    const translations: NewsInput["translations"] = {};
    for (const l of LANGUAGES) {
      const v = versions[l];
      if (v.enabled) translations[l] = { title: v.title.trim(), slug: v.slug.trim(), summary: v.summary.trim(), body: v.body };
    }
    return {
      category,
      tags: tags
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
      coverImageId: cover?.id ?? null,
      status,
      publishAt: publishTime && !Number.isNaN(publishTime.getTime()) ? publishTime.toISOString() : null,
      translations,
    };
  }

  async function save(status: NewsInput["status"], success: string) {
    if (!LANGUAGES.some((l) => versions[l].enabled)) {
      showToast({ title: t("newsConsole.editor.noLanguage"), duration: TOAST_MS, variant: "destructive" });
      return;
    }
    setBusy(true);
    const result = await staffCall<{ article: NewsArticleAdmin }>(article ? `/api/staff/news/${article.id}` : "/api/staff/news", lang, input(status));
    setBusy(false);
    if (!result.ok) {
      showToast({ title: t("newsConsole.toasts.failed"), description: result.message ?? undefined, duration: TOAST_MS, variant: "destructive" });
      return;
    }
    showToast({ title: success, duration: TOAST_MS });
    if (!article) await navigate(`?article=${result.data.article.id}`, { replace: true });
    else await revalidate();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "draft") return save("draft", article?.status === "published" ? t("newsConsole.toasts.unpublished") : t("newsConsole.toasts.saved"));
    return save("published", scheduling ? t("newsConsole.toasts.scheduled") : t("newsConsole.toasts.published"));
  }

  async function remove() {
    if (!article || !window.confirm(t("newsConsole.editor.confirmDelete"))) return;
    setBusy(true);
    const result = await staffCall<{ deleted: string }>(`/api/staff/news/${article.id}/delete`, lang, {});
    setBusy(false);
    if (!result.ok) {
      showToast({ title: t("newsConsole.toasts.failed"), description: result.message ?? undefined, duration: TOAST_MS, variant: "destructive" });
      return;
    }
    showToast({ title: t("newsConsole.toasts.deleted"), duration: TOAST_MS });
    await navigate("?", { replace: true });
  }

  async function uploadCover(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const uploaded = await uploadImage(file, lang, t);
    if (uploaded) setCover(uploaded);
  }

  const status = article ? shownStatus(article) : "draft";
  return (
    <form onSubmit={submit} className="space-y-6" aria-labelledby={`${id}-heading`}>
      <p>
        <Link to="?" className={link}>
          {t("newsConsole.editor.back")}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {article ? t("newsConsole.editor.editHeading") : t("newsConsole.editor.newHeading")}
        </h2>
        <StatusBadge status={status} />
        {article && status === "scheduled" && article.publishAt ? (
          <span className="text-sm">
            {t("newsConsole.editor.statusScheduled", { time: "" })}
            <LocalTime iso={article.publishAt} />
          </span>
        ) : null}
      </div>
      <div className={`${card} grid gap-4 md:grid-cols-2`}>
        <div>
          <label htmlFor={`${id}-category`} className="block text-sm font-semibold">
            {t("newsConsole.editor.category")}
          </label>
          <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value as NewsCategory)} className={inputClass}>
            {NEWS_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`news.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tags`} className="block text-sm font-semibold">
            {t("newsConsole.editor.tags")}
          </label>
          <input id={`${id}-tags`} value={tags} onChange={(event) => setTags(event.target.value)} aria-describedby={`${id}-tags-hint`} className={inputClass} />
          <p id={`${id}-tags-hint`} className={hint}>
            {t("newsConsole.editor.tagsHint")}
          </p>
        </div>
        <div>
          <p className="text-sm font-semibold">{t("newsConsole.editor.cover")}</p>
          {cover ? (
            <img src={cover.url} alt={t("newsConsole.editor.coverAlt")} className="mt-2 max-h-40 rounded-lg" />
          ) : (
            <p className="mt-1 text-sm">{t("newsConsole.editor.coverNone")}</p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-cover`} className={`${secondaryButton} cursor-pointer`}>
              {t("newsConsole.editor.coverUpload")}
            </label>
            <input id={`${id}-cover`} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={uploadCover} aria-describedby={`${id}-cover-hint`} className="sr-only" />
            {cover ? (
              <button type="button" className={secondaryButton} onClick={() => setCover(null)}>
                {t("newsConsole.editor.coverRemove")}
              </button>
            ) : null}
          </div>
          <p id={`${id}-cover-hint`} className={hint}>
            {t("newsConsole.editor.imageHint")}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-publish-at`} className="block text-sm font-semibold">
            {t("newsConsole.editor.publishAt")}
          </label>
          <input
            id={`${id}-publish-at`}
            type="datetime-local"
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            aria-describedby={`${id}-publish-at-hint`}
            className={inputClass}
          />
          <p id={`${id}-publish-at-hint`} className={hint}>
            {t("newsConsole.editor.publishAtHint")}
          </p>
        </div>
      </div>
      {LANGUAGES.map((l) => (
        <VersionFields key={l} target={l} state={versions[l]} existing={Boolean(article?.translations[l])} onChange={(next) => setVersions((all) => ({ ...all, [l]: next }))} />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="publish" disabled={busy} aria-busy={busy || undefined} className={primaryButton}>
          {scheduling ? t("newsConsole.editor.schedule") : t("newsConsole.editor.publish")}
        </button>
        <button type="submit" name="intent" value="draft" disabled={busy} className={secondaryButton}>
          {article?.status === "published" ? t("newsConsole.editor.unpublish") : t("newsConsole.editor.saveDraft")}
        </button>
        {article ? (
          <button type="button" disabled={busy} onClick={remove} className={dangerButton}>
            {t("newsConsole.editor.delete")}
          </button>
        ) : null}
      </div>
      {article ? (
        <ul className="flex flex-wrap gap-4">
          {LANGUAGES.filter((l) => article.translations[l]).map((l) => (
            <li key={l}>
              <Link to={`?article=${article.id}&preview=${l}`} className={link}>
                {t("newsConsole.editor.preview", { language: LANGUAGE_NAMES[l] })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

type Granted = Extract<Route.ComponentProps["loaderData"], { view: unknown }>;

function Preview({ view }: { view: Extract<Granted["view"], { kind: "preview" }> }) {
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      <p>
        <Link to={`?article=${encodeURIComponent(view.id)}`} className={link}>
          {t("newsConsole.preview.back")}
        </Link>
      </p>
      {view.page ? (
        <>
          <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t("newsConsole.preview.banner")}
          </p>
          <div lang={HTML_LANG[view.page.lang]} className={card}>
            <WithMessages messages={view.page.messages}>
              <NewsArticleBody article={view.page.article} breadcrumbs={[]} share={false} />
            </WithMessages>
          </div>
        </>
      ) : (
        <p role="alert">{t("newsConsole.preview.missing")}</p>
      )}
    </div>
  );
}

function NewsSection({ data }: { data: Granted }) {
  const { t } = useI18n();
  const { view } = data;
  return (
    <>
      <SectionHeading section="news" intro={t("newsConsole.intro")} />
      {view.kind === "list" ? <ArticleList articles={view.articles} /> : null}
      {view.kind === "editor" && view.missing ? (
        <div className="space-y-4">
          <p role="alert">{t("newsConsole.notFound")}</p>
          <Link to="?" className={link}>
            {t("newsConsole.editor.back")}
          </Link>
        </div>
      ) : null}
      {view.kind === "editor" && !view.missing ? <Editor key={view.article ? `${view.article.id}-${view.article.updatedAt}` : "new"} article={view.article} /> : null}
      {view.kind === "preview" ? <Preview view={view} /> : null}
    </>
  );
}

export default function AdminNewsPage({ loaderData }: Route.ComponentProps) {
  return <ConsoleFrame data={loaderData}>{"view" in loaderData ? <NewsSection data={loaderData} /> : null}</ConsoleFrame>;
}
