// Colour theme: light, dark or system, stored under vite-ui-theme and applied as a class on <html>.
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "./constants.ts";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** Runs in <head> before the page paints, so a stored dark theme never flashes light. */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t!=="light"&&t!=="dark"&&t!=="system")t=${JSON.stringify(DEFAULT_THEME)};var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(d?"dark":"light")}catch(e){}})()`;

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function resolveTheme(theme: Theme, prefersDark: boolean): "light" | "dark" {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}

/**
 * The class <html> is rendered with. The server cannot know the stored choice (the head script sets it before
 * the first paint); in the browser it is the stored choice, because React re-creates <html>'s attributes when
 * the root switches between the page and the error fallback, and the fallback must keep the visitor's theme.
 */
export function documentThemeClass(): "light" | "dark" {
  if (typeof window === "undefined") return DEFAULT_THEME;
  return resolveTheme(readStoredTheme(), matchMedia("(prefers-color-scheme: dark)").matches);
}

export function applyTheme(theme: Theme): void {
  const dark = resolveTheme(theme, matchMedia("(prefers-color-scheme: dark)").matches) === "dark";
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(dark ? "dark" : "light");
}

/** Fired on window when a theme is chosen, so every theme control on the page shows the same choice. */
export const THEME_CHANGE_EVENT = "theme-change";

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be disabled (private mode); the theme still applies to this page.
  }
  applyTheme(theme);
  window.dispatchEvent(new CustomEvent<Theme>(THEME_CHANGE_EVENT, { detail: theme }));
}
