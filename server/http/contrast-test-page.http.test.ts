// The contrast test page over HTTP, as a browser without JavaScript sees it: a GET form computed on the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";

describe("/{lang}/kontrasttest without JavaScript", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const ratioOf = (html: string) => /data-testid="contrast-ratio"[^>]*>([^<]+)</.exec(html)?.[1];

  it("computes the ratio of the colours in the link: 21:1 for black on white, 1:1 for a colour on itself", async () => {
    expect(ratioOf((await get("/en/kontrasttest?fg=%23000000&bg=%23ffffff")).body)).toBe("21:1");
    expect(ratioOf((await get("/en/kontrasttest?fg=%231d5fd1&bg=rgb(29%2095%20209)")).body)).toBe("1:1");
    expect(ratioOf((await get("/se/kontrasttest?fg=%23767676&bg=hsl(0%200%25%20100%25)")).body)).toBe("4,54:1");
  });

  it("starts with the site's body text on its background", async () => {
    const page = await get("/fi/kontrasttest");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="#0f172a"');
  });

  it("answers an unreadable colour with the field's error in the page's language, not a crash", async () => {
    const page = await get("/no/kontrasttest?fg=not-a-colour&bg=%23ffffff");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Vi kan ikke lese denne fargen.");
    expect(page.body).toMatch(/id="fg"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="fg"/);
    expect(ratioOf(page.body)).toBeUndefined();
    expect((await get(`/en/kontrasttest?fg=${"%23".repeat(500)}&bg=%00`)).statusCode).toBe(200);
  });

  it("takes the picker's colour when only the picker changed, and lands on the short link", async () => {
    const res = await get("/en/kontrasttest?fg=%23000000&fgPick=%23ff0000&fgWas=%23000000&bg=%23ffffff&bgPick=%23ffffff&bgWas=%23ffffff");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en/kontrasttest?fg=%23ff0000&bg=%23ffffff");
    const typed = await get("/en/kontrasttest?fg=rgb(1+2+3)&fgPick=%23000000&fgWas=%23000000&bg=%23ffffff&bgPick=%23ffffff&bgWas=%23ffffff");
    expect(typed.headers.location).toBe("/en/kontrasttest?fg=rgb%281+2+3%29&bg=%23ffffff");
  });

  it("swaps the colours", async () => {
    const res = await get("/en/kontrasttest?fg=%23000000&bg=%23ffffff&swap=1");
    expect(res.headers.location).toBe("/en/kontrasttest?fg=%23ffffff&bg=%23000000");
  });

  it("lists the site's palette for both themes", async () => {
    const page = await get("/en/kontrasttest");
    expect(page.body).toContain('data-pair="light|text|slate-900|white"');
    expect(page.body).toContain('data-pair="dark|text|slate-100|slate-950"');
  });
});
