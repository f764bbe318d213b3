// After staff resolve a conversation the widget asks for a one-click rating (1–5); staff see it in the console.
import { useState } from "react";
import type { WidgetT } from "./widget-text.tsx";

export function RatingPrompt({ sessionId, t }: { sessionId: string; t: WidgetT }) {
  const [state, setState] = useState<"asking" | "sending" | "thanked">("asking");
  if (state === "thanked") {
    return (
      <p role="status" className="border-t border-slate-200 px-4 py-2 text-sm dark:border-slate-700">
        {t("rating.thanks")}
      </p>
    );
  }
  const rate = async (rating: number) => {
    setState("sending");
    const res = await fetch(`/api/chat/sessions/${sessionId}/rating`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ rating }),
    }).catch(() => null);
    setState(res?.ok ? "thanked" : "asking");
  };
  return (
    <div role="group" aria-labelledby="chat-rating-prompt" className="border-t border-slate-200 px-4 py-2 dark:border-slate-700">
      <p id="chat-rating-prompt" className="text-sm font-semibold">
        {t("rating.prompt")}
      </p>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            disabled={state === "sending"}
            aria-label={t("rating.star", { n })}
            onClick={() => void rate(n)}
            className="grid h-9 w-9 place-items-center rounded-md border border-slate-300 text-lg hover:bg-amber-50 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">{n}★</span>
          </button>
        ))}
      </div>
    </div>
  );
}
