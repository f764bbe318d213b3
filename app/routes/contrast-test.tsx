// /{lang}/kontrasttest: a WCAG 2.2 contrast checker — two colours (a picker and a text field taking hex, rgb() and
// hsl()), the ratio and its verdicts for normal text, large text and user-interface parts, a preview, swap, and a
// link that carries both colours. A GET form computed here on the server, so it works without JavaScript; with it,
// every keystroke updates the page and the link. Below, the site's own palette (app/contrast/palette.ts).
import { useEffect, useState, type ReactNode } from "react";
import { Form, redirect } from "react-router";
import { CONTRAST_CRITERIA, COLOUR_INPUT_MAX, contrastRatio, contrastVerdicts, formatRatio, parseColour, toHex, type Rgba } from "../contrast/colour.ts";
import type { PalettePair } from "../contrast/palette.ts";
import { sitePalette } from "../contrast/palette.server.ts";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { useI18n, WithMessages, type Messages } from "../lib/i18n.tsx";
import { LOCALE_CODES } from "../lib/languages.ts";
import { contrastMessages } from "../lib/messages.server.ts";
import { loadPage } from "../lib/page-data.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import type { Route } from "./+types/contrast-test";

/** What the checker shows before anyone picks: the site's body text on its page background. */
const DEFAULT_COLOURS = { fg: "#0f172a", bg: "#ffffff" };

type Side = "fg" | "bg";

/**
 * A side's colour from the form: the text field, unless only the picker changed since the page was drawn (the
 * hidden `…Was` field holds what both showed), as happens when someone uses the picker without JavaScript.
 */
function chosen(params: URLSearchParams, side: Side): string {
  const text = params.get(side)?.slice(0, COLOUR_INPUT_MAX * 2) ?? "";
  const picked = params.get(`${side}Pick`);
  const was = params.get(`${side}Was`);
  if (picked !== null && was !== null && text.trim() === was && picked !== was && parseColour(picked)) return picked;
  return params.has(side) ? text : DEFAULT_COLOURS[side];
}

export function shareQuery(fg: string, bg: string): string {
  return `?${new URLSearchParams({ fg: fg.trim(), bg: bg.trim() })}`;
}

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const url = pageUrl(args.request);
  const params = url.searchParams;
  let fg = chosen(params, "fg");
  let bg = chosen(params, "bg");
  if (params.has("swap")) [fg, bg] = [bg, fg];
  // A submitted form (picker fields, swap) lands on the short link that carries only the two colours.
  if (["fgPick", "bgPick", "fgWas", "bgWas", "swap"].some((name) => params.has(name))) {
    throw redirect(`${url.pathname}${shareQuery(fg, bg)}`);
  }
  return { ...page, fg, bg, palette: sitePalette(), messages: contrastMessages(page.lang) };
}

const muted = "text-slate-700 dark:text-slate-300";
const h2 = "text-2xl font-bold tracking-tight text-slate-900 dark:text-white";
const input =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-slate-900 shadow-sm aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
const errorText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";
const button = "inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700";
const secondary =
  "inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800";
const th = "border-b border-slate-300 px-3 py-2 font-semibold text-slate-900 dark:border-slate-600 dark:text-white";
const td = "border-b border-slate-200 px-3 py-2 align-top text-slate-800 dark:border-slate-700 dark:text-slate-200";
const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

function Verdict({ pass }: { pass: boolean }) {
  const { t } = useI18n();
  return pass ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-100" data-verdict="pass">
      <span aria-hidden="true">✓</span>
      {t("contrast.pass")}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100" data-verdict="fail">
      <span aria-hidden="true">✕</span>
      {t("contrast.fail")}
    </span>
  );
}

function ColourField({ side, value, error, onChange }: { side: Side; value: string; error: boolean; onChange: (value: string) => void }) {
  const { t } = useI18n();
  const colour = parseColour(value);
  const hex = colour ? toHex(colour) : side === "fg" ? DEFAULT_COLOURS.fg : DEFAULT_COLOURS.bg;
  const errorId = `${side}-error`;
  return (
    <div>
      <label htmlFor={side} className="font-semibold text-slate-900 dark:text-white">
        {t(`contrast.fields.${side}`)}
      </label>
      <div className="flex items-end gap-2">
        <input
          id={`${side}-picker`}
          name={`${side}Pick`}
          type="color"
          value={hex}
          onChange={(event) => onChange(event.target.value)}
          aria-label={t(`contrast.fields.${side}Picker`)}
          className="mt-1 h-11 w-14 shrink-0 cursor-pointer rounded-md border border-slate-400 bg-white p-1 dark:border-slate-500 dark:bg-slate-900"
        />
        <input
          id={side}
          name={side}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={COLOUR_INPUT_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${errorId} ${side}-hint` : `${side}-hint`}
          className={input}
        />
      </div>
      <input type="hidden" name={`${side}Was`} value={value} />
      <p id={`${side}-hint`} className={`mt-1 text-sm ${muted}`}>
        {t("contrast.fields.hint")}
      </p>
      {error ? (
        <p id={errorId} className={errorText}>
          {t("contrast.errors.invalidColour")}
        </p>
      ) : null}
    </div>
  );
}

/** A colour for a style attribute: hex, or rgba() for a translucent text colour (shown over the background). */
function cssColour(colour: Rgba): string {
  return colour.a < 1 ? `rgba(${[colour.r, colour.g, colour.b].map(Math.round).join(", ")}, ${colour.a})` : toHex(colour);
}

function Results({ fg, bg }: { fg: string; bg: string }) {
  const { lang, t } = useI18n();
  const fgColour = parseColour(fg)!;
  const bgColour = parseColour(bg)!;
  const ratio = contrastRatio(fgColour, bgColour);
  const verdicts = contrastVerdicts(ratio);
  const preview = { color: cssColour(fgColour), backgroundColor: toHex(bgColour) };
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="result-heading">
        <h2 id="result-heading" className={h2}>{t("contrast.result.heading")}</h2>
        <p className="mt-2 text-4xl font-bold tabular-nums text-slate-900 dark:text-white">
          <output htmlFor="fg bg" aria-live="polite" data-testid="contrast-ratio">
            {formatRatio(ratio, LOCALE_CODES[lang])}
          </output>
        </p>
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("contrast.result.caption")}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>{t("contrast.result.criterion")}</th>
              <th scope="col" className={th}>{t("contrast.result.minimum")}</th>
              <th scope="col" className={th}>{t("contrast.result.verdict")}</th>
            </tr>
          </thead>
          <tbody>
            {CONTRAST_CRITERIA.map((criterion) => (
              <tr key={criterion.id} data-criterion={criterion.id}>
                <th scope="row" className={`${td} font-normal`}>{t(`contrast.criteria.${criterion.id}`)}</th>
                <td className={td}>{formatRatio(criterion.minimum, LOCALE_CODES[lang])}</td>
                <td className={td}>
                  <Verdict pass={verdicts[criterion.id]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading" className={h2}>{t("contrast.preview.heading")}</h2>
        <div data-contrast-preview="">
          <div className="mt-3 rounded-lg border border-slate-300 p-5 dark:border-slate-700" style={preview} data-testid="contrast-preview">
            <p className="text-base">{t("contrast.preview.normal")}</p>
            <p className="mt-3 text-2xl font-bold">{t("contrast.preview.large")}</p>
            <p className="mt-3 inline-block rounded-md border-2 px-3 py-1.5 text-sm font-semibold" style={{ borderColor: preview.color }}>
              {t("contrast.preview.component")}
            </p>
          </div>
          <div className="mt-3 rounded-lg border border-slate-300 p-5 dark:border-slate-700" style={{ color: preview.backgroundColor, backgroundColor: preview.color }}>
            <p className="text-base">{t("contrast.preview.reversed")}</p>
          </div>
        </div>
      </section>
    </div>
  );
}

function Checker({ initialFg, initialBg }: { initialFg: string; initialBg: string }) {
  const { t } = useI18n();
  const [fg, setFg] = useState(initialFg);
  const [bg, setBg] = useState(initialBg);
  const fgValid = parseColour(fg) !== null;
  const bgValid = parseColour(bg) !== null;
  const share = shareQuery(fg, bg);

  // The address follows the colours, so the link in the address bar is the result on screen.
  useEffect(() => {
    if (!fgValid || !bgValid) return;
    const next = `${window.location.pathname}${share}`;
    if (next !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, "", next);
  }, [share, fgValid, bgValid]);

  return (
    <section aria-labelledby="checker-heading" className="mt-8">
      <h2 id="checker-heading" className="sr-only">{t("contrast.checkerHeading")}</h2>
      <Form method="get" className="grid gap-4 rounded-lg border border-slate-300 bg-slate-50 p-5 md:grid-cols-2 dark:border-slate-700 dark:bg-slate-900" noValidate>
        <ColourField side="fg" value={fg} error={!fgValid} onChange={setFg} />
        <ColourField side="bg" value={bg} error={!bgValid} onChange={setBg} />
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button type="submit" className={button}>
            {t("contrast.check")}
          </button>
          <button
            type="submit"
            name="swap"
            value="1"
            className={secondary}
            onClick={(event) => {
              event.preventDefault();
              setFg(bg);
              setBg(fg);
            }}
          >
            {t("contrast.swap")}
          </button>
        </div>
      </Form>
      {fgValid && bgValid ? (
        <>
          <Results fg={fg} bg={bg} />
          <p className="mt-4 text-sm">
            <a href={share} className={link} data-testid="contrast-share">
              {t("contrast.share")}
            </a>
          </p>
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-lg border border-red-700 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          {t("contrast.errors.summary")}
        </p>
      )}
    </section>
  );
}

/**
 * The pair drawn as a picture (a text sample, or a border for an interface part): many of the site's pairs are
 * decorative and fail on purpose, and a picture is not text that an accessibility checker must read.
 */
function PairSwatch({ pair }: { pair: PalettePair }) {
  const { t } = useI18n();
  return (
    <svg width="48" height="28" viewBox="0 0 48 28" aria-hidden="true" focusable="false" className="block">
      <rect x="1" y="1" width="46" height="26" rx="4" fill={pair.backgroundHex} stroke={pair.kind === "ui" ? pair.foregroundHex : pair.backgroundHex} strokeWidth={pair.kind === "ui" ? 2 : 1} />
      {pair.kind === "text" ? (
        <text x="24" y="19" textAnchor="middle" fontSize="14" fontWeight="600" fill={pair.foregroundHex}>
          {t("contrast.palette.sampleText")}
        </text>
      ) : null}
    </svg>
  );
}

function PaletteTable({ mode, pairs, children }: { mode: "light" | "dark"; pairs: PalettePair[]; children?: ReactNode }) {
  const { lang, t } = useI18n();
  const locale = LOCALE_CODES[lang];
  const passing = pairs.filter((p) => p.ratio >= (p.kind === "text" ? 4.5 : 3)).length;
  const headingId = `palette-${mode}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">{t(`contrast.palette.${mode}`)}</h3>
      <p className={`mt-1 text-sm ${muted}`}>{t("contrast.palette.count", { pairs: pairs.length, passing })}</p>
      {children}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className="w-full border-collapse text-left text-sm" data-testid={`palette-${mode}`}>
          <thead>
            <tr>
              <th scope="col" className={th}>{t("contrast.palette.sample")}</th>
              <th scope="col" className={th}>{t("contrast.palette.foreground")}</th>
              <th scope="col" className={th}>{t("contrast.palette.background")}</th>
              <th scope="col" className={th}>{t("contrast.palette.use")}</th>
              <th scope="col" className={th}>{t("contrast.palette.ratio")}</th>
              <th scope="col" className={th}>{t("contrast.palette.verdict")}</th>
            </tr>
          </thead>
          <tbody>
            {pairs.map((pair) => (
              <tr key={`${pair.kind}-${pair.foreground}-${pair.background}`} data-pair={`${pair.mode}|${pair.kind}|${pair.foreground}|${pair.background}`} data-hex={`${pair.foregroundHex}|${pair.backgroundHex}`}>
                <td className={td}>
                  <PairSwatch pair={pair} />
                </td>
                <td className={td}>
                  <code>{pair.foreground}</code> <span className={muted}>{pair.foregroundHex}</span>
                </td>
                <td className={td}>
                  <code>{pair.background}</code> <span className={muted}>{pair.backgroundHex}</span>
                </td>
                <td className={td}>{t(`contrast.palette.kinds.${pair.kind}`)}</td>
                <td className={`${td} tabular-nums`}>
                  <a href={shareQuery(pair.foregroundHex, pair.backgroundHex)} className={link} aria-label={t("contrast.palette.check", { ratio: formatRatio(pair.ratio, locale), fg: pair.foreground, bg: pair.background })}>
                    {formatRatio(pair.ratio, locale)}
                  </a>
                </td>
                <td className={td}>
                  {pair.kind === "text" ? (
                    <span className="flex flex-wrap gap-1">
                      <span className="sr-only">{t("contrast.criteria.normalAA")}:</span>
                      <Verdict pass={pair.ratio >= 4.5} />
                      <span className={`text-xs ${muted}`}>{t("contrast.palette.largeShort")}</span>
                      <Verdict pass={pair.ratio >= 3} />
                    </span>
                  ) : (
                    <Verdict pass={pair.ratio >= 3} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function ContrastTestPage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy, messages, fg, bg, palette } = loaderData;
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{copy.h1}</h1>
      <p className={`mt-4 max-w-3xl text-lg ${muted}`}>{copy.intro}</p>
      <WithMessages messages={messages as unknown as Messages}>
        <Checker key={`${fg}\u0000${bg}`} initialFg={fg} initialBg={bg} />
        <PaletteSection palette={palette} />
      </WithMessages>
    </article>
  );
}

function PaletteSection({ palette }: { palette: PalettePair[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="palette-heading" className="mt-12">
      <h2 id="palette-heading" className={h2}>{t("contrast.palette.heading")}</h2>
      <p className={`mt-2 max-w-3xl ${muted}`}>{t("contrast.palette.text")}</p>
      <PaletteTable mode="light" pairs={palette.filter((p) => p.mode === "light")} />
      <PaletteTable mode="dark" pairs={palette.filter((p) => p.mode === "dark")} />
    </section>
  );
}
