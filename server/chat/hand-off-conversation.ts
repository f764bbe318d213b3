// The visitor asks for a human: the conversation keeps the contact details and becomes `open`, which it says.
import type { Lang } from "../../app/lib/languages.ts";
import { announceHandOff } from "./call-staff.ts";
import { changeConversationStatus } from "./change-conversation-status.ts";
import { createConversation, type ChatStore, type Conversation } from "./conversations.ts";

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
  await changeConversationStatus(store, target.id, "open", { by: "hand-off", email: contact.email });
  await announceHandOff(store, target.id, "form");
  return target.id;
}
