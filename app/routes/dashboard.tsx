// The signed-in visitor's overview: who they are, how their account is protected, and their own chat conversations.
import { Fragment, lazy, Suspense, type ReactNode } from "react";
import { data as reply, Form, Link, redirect, useNavigation, useNavigate } from "react-router";
import type { ChatMessage, ConversationStatus } from "../chat/chat-contract.ts";
import type { ConversationDetail, ConversationSummary } from "../account/account-context.ts";
import { requestContext } from "../lib/request-context.ts";
import { AccountPage } from "../account/account-page.tsx";
import { accountPage, requireSession } from "../account/account-page.server.ts";
import { secondaryButton } from "../account/account-ui.tsx";
import { LocalTime, useLocalTimeText } from "../account/local-time.tsx";
import { signOut } from "../account/sign-out.ts";
import { useI18n, WithMessages, type Messages } from "../lib/i18n.tsx";
import { privacyMessages } from "../lib/messages.server.ts";
import { formatWait } from "../lib/wait-time.ts";
import { pageUrl } from "../lib/page-url.ts";
import { pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/dashboard";

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const { user } = await requireSession(args, page);
  const account = args.context.get(requestContext).account;
  const openId = pageUrl(args.request).searchParams.get("conversation");
  const [sessions, conversations, opened] = await Promise.all([
    account.listSessions(),
    account.listConversations(user.id),
    openId ? account.conversation(user.id, openId) : Promise.resolve(null),
  ]);
  return { ...page, user, sessionCount: sessions.length, conversations, opened, privacyTexts: { accountPrivacy: privacyMessages(page.lang).accountPrivacy } };
}

type DeletionResult = { problem: "confirmRequired" | "wrongPassword" | "noPassword" } | { problem: "rateLimited"; wait: string };

/** Deleting the account with everything tied to it, after the password is checked again (server/privacy). */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const { user } = await requireSession(args, page);
  const { services } = args.context.get(requestContext);
  const form = await args.request.formData().catch(() => new FormData());
  if (form.get("confirm") !== "on") return reply({ problem: "confirmRequired" } satisfies DeletionResult, { status: 400 });
  const outcome = await services.privacy.eraseAccount(user, String(form.get("password") ?? ""), args.request.headers, page.lang);
  if (outcome.ok) throw redirect(`${pagePath(page.lang, "my-data")}?deleted=account`);
  if (outcome.problem === "rateLimited") {
    return reply({ problem: "rateLimited", wait: formatWait(page.lang, outcome.retryAfterSeconds) } satisfies DeletionResult, { status: 429 });
  }
  return reply({ problem: outcome.problem } satisfies DeletionResult, { status: outcome.problem === "noPassword" ? 409 : 403 });
}

/** The assistant's and staff's answers are Markdown, rendered as the chat widget renders them (loaded on opening). */
const MessageMarkdown = lazy(() => import("../chat/message-markdown.tsx").then((module) => ({ default: module.MessageMarkdown })));

const card = "rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700";
const EXCERPT_LENGTH = 160;

/** The start of a message on one line, its Markdown read as text ([link](url) → link, no emphasis marks). */
function excerpt(text: string): string {
  const flat = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

const STATUS_LOOK: Record<ConversationStatus, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  open: "bg-brand-100 text-brand-900 dark:bg-slate-800 dark:text-brand-100",
  snoozed: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  resolved: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

function StatusBadge({ status }: { status: ConversationStatus }) {
  const { t } = useI18n();
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>{t(`dashboard.statuses.${status}`)}</span>;
}

function ConversationItem({ conversation, open }: { conversation: ConversationSummary; open: boolean }) {
  const { t } = useI18n();
  const started = useLocalTimeText(conversation.createdAt);
  return (
    <li className={`${card} ${open ? "border-brand-600 dark:border-brand-100" : ""}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{t("dashboard.started")}:</span> <LocalTime iso={conversation.createdAt} />
        </p>
        <p className="text-sm">
          <span className="sr-only">{t("dashboard.status")}: </span>
          <StatusBadge status={conversation.status} />
        </p>
      </div>
      {conversation.lastMessage ? (
        <p className="mt-2 break-words text-slate-800 dark:text-slate-200">
          <span className="font-semibold">{t("dashboard.lastMessage")}</span> (<LocalTime iso={conversation.updatedAt} />): {excerpt(conversation.lastMessage)}
        </p>
      ) : null}
      <Link
        to={`?conversation=${encodeURIComponent(conversation.id)}#conversation`}
        preventScrollReset
        aria-label={t("dashboard.openNamed", { date: started })}
        aria-current={open ? "true" : undefined}
        className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
      >
        {t("dashboard.open")}
      </Link>
    </li>
  );
}

function Message({ message }: { message: ChatMessage }) {
  const { t } = useI18n();
  const own = message.sender_type === "user";
  return (
    <li className={`rounded-lg p-3 ${own ? "ml-6 bg-brand-50 dark:bg-slate-800" : "mr-6 bg-slate-100 dark:bg-slate-900"}`}>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        <span className="font-semibold">{(message.sender_type === "agent" && message.sender_name) || t(`dashboard.senders.${message.sender_type}`)}</span> ·{" "}
        <LocalTime iso={message.created_at} />
      </p>
      {own ? (
        <p className="mt-1 whitespace-pre-wrap break-words">{message.content}</p>
      ) : (
        <div className="mt-1">
          <Suspense fallback={<p className="whitespace-pre-wrap break-words">{message.content}</p>}>
            <MessageMarkdown content={message.content} newTabLabel={t("dashboard.opensInNewTab")} />
          </Suspense>
        </div>
      )}
      {message.media?.map((item) => (
        <p key={item.url} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("dashboard.attachment", { name: item.name })}
        </p>
      ))}
    </li>
  );
}

function OpenedConversation({ conversation }: { conversation: ConversationDetail }) {
  const { t } = useI18n();
  const started = useLocalTimeText(conversation.createdAt);
  return (
    <section id="conversation" aria-labelledby="conversation-heading" className={`${card} mt-6 scroll-mt-24`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="conversation-heading" className="text-lg font-bold">
          {t("dashboard.conversationHeading", { date: started })}
        </h3>
        <Link to="?" preventScrollReset className={secondaryButton}>
          {t("dashboard.close")}
        </Link>
      </div>
      <p className="mt-1">
        <StatusBadge status={conversation.status} />
      </p>
      {conversation.messages.length ? (
        <ol className="mt-4 space-y-3">
          {conversation.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      ) : (
        <p className="mt-4">{t("dashboard.noMessages")}</p>
      )}
    </section>
  );
}

/** A card of label–value rows (a description list), with whatever follows it. */
function SummaryCard({ id, title, rows, children }: { id: string; title: string; rows: [string, ReactNode][]; children?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** Download everything held about the account's person; delete the account after the password is typed again. */
function YourData({ result }: { result: DeletionResult | undefined }) {
  const { lang, t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const problem = result?.problem;
  return (
    <section aria-labelledby="your-data-heading" className={`${card} mt-10`}>
      <h2 id="your-data-heading" className="text-2xl font-bold">
        {t("accountPrivacy.heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t("accountPrivacy.intro")}</p>
      <a href={`/api/account/privacy/export?language=${lang}`} download className={`${secondaryButton} mt-4`}>
        {t("accountPrivacy.exportButton")}
      </a>
      <h3 className="mt-8 text-lg font-bold">{t("accountPrivacy.deleteHeading")}</h3>
      <p className="mt-1 max-w-3xl">{t("accountPrivacy.deleteText")}</p>
      {problem ? (
        <div role="alert" className="mt-3 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          {result.problem === "rateLimited" ? t("accountPrivacy.rateLimited", { wait: result.wait }) : t(`accountPrivacy.${result.problem}`)}
          {problem === "noPassword" ? (
            <>
              {" "}
              <Link to={pagePath(lang, "my-data")} className="underline">
                {t("accountPrivacy.noPasswordLink")}
              </Link>
            </>
          ) : null}
        </div>
      ) : null}
      <Form method="post" className="mt-4 max-w-md space-y-3">
        <div>
          <label htmlFor="delete-password" className="block text-sm font-semibold">
            {t("accountPrivacy.passwordLabel")}
          </label>
          <input
            id="delete-password"
            name="password"
            type="password"
            autoComplete="current-password"
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
          />
        </div>
        <div className="flex items-start gap-2">
          <input id="delete-confirm" name="confirm" type="checkbox" className="mt-1 h-4 w-4" />
          <label htmlFor="delete-confirm" className="text-sm">
            {t("accountPrivacy.deleteConfirm")}
          </label>
        </div>
        <button type="submit" disabled={busy} className="inline-flex items-center rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70">
          {t("accountPrivacy.deleteButton")}
        </button>
      </Form>
    </section>
  );
}

function Dashboard({ data, result }: { data: Route.ComponentProps["loaderData"]; result: DeletionResult | undefined }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const { user, sessionCount, conversations, opened, copy } = data;
  const role = user.roles.includes("admin") ? "admin" : user.roles.includes("agent") ? "agent" : "user";
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.h1}</h1>
          <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{t("dashboard.greeting", { name: user.name || user.email })}</p>
        </div>
        <button
          type="button"
          className={secondaryButton}
          onClick={async () => {
            await signOut();
            navigate(`/${lang}/auth`);
          }}
        >
          {t("fields.signOut")}
        </button>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <SummaryCard
          id="profile"
          title={t("dashboard.profileHeading")}
          rows={[
            [t("fields.name"), <span className="break-words">{user.name}</span>],
            [t("dashboard.emailStatus"), <span className="break-all">{user.email} ({user.emailVerified ? t("dashboard.verified") : t("dashboard.unverified")})</span>],
            [t("dashboard.role"), t(`dashboard.roles.${role}`)],
            [t("dashboard.memberSince"), <LocalTime iso={user.createdAt} style="date" />],
          ]}
        />
        <SummaryCard
          id="security"
          title={t("dashboard.securityHeading")}
          rows={[
            [t("dashboard.twoFactor"), <span data-testid="mfa-status">{user.twoFactorEnabled ? t("dashboard.on") : t("dashboard.off")}</span>],
            [t("dashboard.sessions"), <span data-testid="session-count">{sessionCount}</span>],
          ]}
        >
          <Link to={pagePath(lang, "user-auth")} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
            {t("dashboard.manage")}
          </Link>
        </SummaryCard>
      </div>
      <section aria-labelledby="conversations-heading" className="mt-10">
        <h2 id="conversations-heading" className="text-2xl font-bold">
          {t("dashboard.conversationsHeading")}
        </h2>
        {conversations.length ? (
          <ul className="mt-4 space-y-4">
            {conversations.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} open={opened?.id === conversation.id} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">{t("dashboard.noConversations")}</p>
        )}
        {opened ? <OpenedConversation conversation={opened} /> : null}
      </section>
      <WithMessages messages={data.privacyTexts as unknown as Messages}>
        <YourData result={result} />
      </WithMessages>
    </>
  );
}

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage data={loaderData}>
      <Dashboard data={loaderData} result={actionData as DeletionResult | undefined} />
    </AccountPage>
  );
}
