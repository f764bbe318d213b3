import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { PAGES } from "./lib/site-map.ts";

const MODULES: Partial<Record<string, string>> = {
  contact: "routes/contact.tsx",
  booking: "routes/booking.tsx",
  jobs: "routes/jobs.tsx",
  jobApply: "routes/job-apply.tsx",
  terms: "routes/legal-page.tsx",
  privacy: "routes/legal-page.tsx",
  cookies: "routes/legal-page.tsx",
  csr: "routes/legal-page.tsx",
  auth: "routes/auth.tsx",
  userAuth: "routes/user-auth.tsx",
  dashboard: "routes/dashboard.tsx",
  admin: "routes/admin.tsx",
  news: "routes/news.tsx",
  search: "routes/search.tsx",
  performance: "routes/performance.tsx",
  contrastTest: "routes/contrast-test.tsx",
};

function moduleOf(page: (typeof PAGES)[number]): string {
  const module = MODULES[page.id] ?? (page.kind === "service" ? "routes/service-page.tsx" : undefined);
  if (!module) throw new Error(`The page ${page.id} has no route module in app/routes.ts`);
  return module;
}

const pageRoutes = PAGES.filter((page) => page.kind !== "home").map((page) => route(page.slug, moduleOf(page), { id: `page-${page.id}` }));

export default [
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("qa-audit-pro", "routes/qa-audit-pro.tsx"),
  route(":lang", "routes/language.tsx", [
    index("routes/home.tsx"),
    ...pageRoutes,
    route("admin/presence", "routes/admin-presence.tsx"),
    route("admin/leads", "routes/admin-leads.tsx", { id: "page-admin-leads" }),
    route("admin/news", "routes/admin-news.tsx", { id: "page-admin-news" }),
    route("news/rss.xml", "routes/news-rss.ts"),
    route("news/:slug", "routes/news-article.tsx"),
    route("admin/bookings", "routes/admin-bookings.tsx", { id: "page-admin-bookings" }),
    route("booking/manage/:token", "routes/booking-manage.tsx", { id: "page-booking-manage" }),
    // jobs/apply (a page of the site map, above) is a static segment and wins over a job's slug.
    route("jobs/:slug", "routes/job-detail.tsx"),
    route("admin/jobs", "routes/admin-jobs.tsx", { id: "page-admin-jobs" }),
    route("admin/jobs/new", "routes/admin-job-edit.tsx", { id: "page-admin-job-new" }),
    route("admin/jobs/applications", "routes/admin-job-applications.tsx", { id: "page-admin-job-applications" }),
    route("admin/jobs/:jobId", "routes/admin-job-edit.tsx", { id: "page-admin-job-edit" }),
    route("admin/jobs/:jobId/preview", "routes/admin-job-preview.tsx", { id: "page-admin-job-preview" }),
    route("admin/mail", "routes/admin-mail.tsx"),
    route("admin/users", "routes/admin-users.tsx"),
    route("admin/security", "routes/admin-security.tsx"),
    route("admin/privacy", "routes/admin-privacy.tsx"),
    route("my-data", "routes/my-data.tsx", { id: "page-my-data" }),
    route("my-data/:token", "routes/my-data.tsx", { id: "page-my-data-token" }),
    route("*", "routes/not-found.tsx", { id: "lang-not-found" }),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
