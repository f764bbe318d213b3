// The visitor asks for a human: the conversation becomes `open`, keeps the contact details, and says so.
import type { Lang } from "../../app/lib/languages.ts";
import { chatText } from "./chat-texts.ts";
import { addMessage, createConversation, setStatus, type ChatStore, type Conversation } from "./conversations.ts";

export interface HandOffContact {
  name: string;
  email: string;
  phone?: string | undefined;
  message: string;
  leadId: string;
}

export async function handOffConversation(
  store: ChatStore,
  conversation: Conversation | null,
  visitorHash: string,
  language: Lang,
  contact: HandOffContact,
): Promise<string> {
  const target = conversation ?? (await createConversation(store.db, visitorHash, language, null));
  await store.db
    .updateTable("conversations")
    .set({
      contact_name: contact.name,
      contact_email: contact.email,
      contact_phone: contact.phone ?? null,
      contact_message: contact.message,
      lead_id: contact.leadId,
      updated_at: new Date(),
    })
    .where("id", "=", target.id)
    .execute();
  await setStatus(store, target.id, "open");
  const messageLanguage = (target.reply_language as Lang | null) ?? (target.language as Lang);
  await addMessage(store, {
    sessionId: target.id,
    content: chatText(messageLanguage, "activity.handedOff", { email: contact.email }),
    senderType: "activity",
  });
  return target.id;
}
