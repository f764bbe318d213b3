// The console pages' calls to /api/staff: plain fetch with the page's language (so refusals come back in it) and one
// result shape. A refusal carries the server's localized message; a call that got no answer has none.
import { readApiError } from "../lib/api-error-response.ts";
import type { Lang } from "../lib/languages.ts";

export type StaffResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string | null; fields?: Record<string, string> };

export async function staffCall<T>(path: string, lang: Lang, body?: object): Promise<StaffResult<T>> {
  const url = `${path}${path.includes("?") ? "&" : "?"}language=${lang}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: "NETWORK", message: null };
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: parsed as T };
  const error = readApiError(parsed);
  return { ok: false, status: response.status, code: error?.code ?? `HTTP_${response.status}`, message: error?.message ?? null, fields: error?.fields };
}

/** A query string from the values that are set, in a stable order. */
export function queryString(values: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== "") query.set(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : "";
}
