/** The page a request is for: client navigations fetch `/se/kontakt.data` (or `/_.data` for `/`) for `/se/kontakt`. */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) {
    url.pathname = url.pathname.endsWith("/_.data") ? url.pathname.replace(/_\.data$/, "") : url.pathname.replace(/\.data$/, "");
    url.searchParams.delete("_routes");
  }
  return url;
}
