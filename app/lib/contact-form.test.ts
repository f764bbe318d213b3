import { describe, expect, it } from "vitest";
import { chatContactSchema, contactFormSchema, fieldErrors } from "./contact-form.ts";

const valid = { name: "Anna Lind", email: "anna@example.se", phone: "+46 70 123 45 67", company: "Kommunen", message: "Hej", consent: true };

describe("contact form rules", () => {
  it("accepts a complete form and trims it", () => {
    expect(contactFormSchema.parse({ ...valid, name: "  Anna Lind ", company: "" })).toEqual({ ...valid, company: undefined });
  });

  it.each([
    [{ name: "" }, { name: "required" }],
    [{ name: "   " }, { name: "required" }],
    [{ email: "" }, { email: "required" }],
    [{ email: "not-an-address" }, { email: "invalidEmail" }],
    [{ message: "" }, { message: "required" }],
    [{ consent: false }, { consent: "consentRequired" }],
    [{ phone: "call me" }, { phone: "invalidPhone" }],
    [{ message: "x".repeat(5001) }, { message: "tooLong" }],
    [{ name: "", email: "x", consent: false }, { name: "required", email: "invalidEmail", consent: "consentRequired" }],
  ])("%o gives %o", (change, errors) => {
    const result = contactFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual(errors);
  });

  it("gives the chat widget's message its default", () => {
    expect(chatContactSchema.parse({ name: "Anna", email: "anna@example.se" }).message).toBe("Kontakt via chat-widget");
    expect(fieldErrors(chatContactSchema.safeParse({ email: "anna@example.se" }).error!)).toEqual({ name: "required" });
  });

  it("turns line breaks and control characters in one-line fields into spaces, keeping the message's lines", () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      name: "Anna\r\nBcc: victim@example.com",
      company: "Kommun\u2028X",
      message: "Rad ett\nRad två",
    });
    expect(parsed.name).toBe("Anna Bcc: victim@example.com");
    expect(parsed.company).toBe("Kommun X");
    expect(parsed.message).toBe("Rad ett\nRad två");
    expect(chatContactSchema.parse({ name: "Bo\n\nInjected line", email: "bo@example.se" }).name).toBe("Bo Injected line");
  });
});
