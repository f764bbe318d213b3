// The chosen theme as React state, shared by every theme control on the page (header and chat panel).
import { useEffect, useState } from "react";
import { applyTheme, readStoredTheme, storeTheme, THEME_CHANGE_EVENT, type Theme } from "./theme.ts";

/** Null until hydrated: the server cannot know the stored choice, so no button is pressed in the HTML. */
export function useTheme(): [Theme | null, (theme: Theme) => void] {
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => {
    setTheme(readStoredTheme());
    const onChange = (event: Event) => setTheme((event as CustomEvent<Theme>).detail);
    window.addEventListener(THEME_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  }, []);

  useEffect(() => {
    if (theme !== "system") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [theme]);

  return [theme, storeTheme];
}
