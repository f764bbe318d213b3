// The inbox's order and filter in the browser, the same rules as the server's query (server/console/inbox.ts), so a
// conversation that changes live lands where a reload would put it.
import type { InboxConversation, InboxStatusFilter, InboxView } from "../inbox-contract.ts";

export function belongsTo(conversation: InboxConversation, filter: { view: InboxView; status: InboxStatusFilter; q: string }, userId: string): boolean {
  if (filter.status !== "any" && conversation.status !== filter.status) return false;
  if (filter.view === "mine" && conversation.assignee?.id !== userId) return false;
  if (filter.view === "unassigned" && conversation.assignee) return false;
  if (!conversation.lastMessageAt && !conversation.contactEmail) return false;
  if (filter.q) {
    // The server also searches message texts; live, only what the summary shows can be matched.
    const q = filter.q.toLowerCase();
    return [conversation.contactName, conversation.contactEmail, conversation.lastMessagePreview].some((v) => v?.toLowerCase().includes(q));
  }
  return true;
}

export function inboxOrder(a: InboxConversation, b: InboxConversation): number {
  const urgent = Number(b.urgency === "high") - Number(a.urgency === "high");
  if (urgent) return urgent;
  if (a.waitingSince !== b.waitingSince) {
    if (!a.waitingSince) return 1;
    if (!b.waitingSince) return -1;
    return a.waitingSince.localeCompare(b.waitingSince);
  }
  if (a.lastMessageAt !== b.lastMessageAt) {
    if (!a.lastMessageAt) return 1;
    if (!b.lastMessageAt) return -1;
    return b.lastMessageAt.localeCompare(a.lastMessageAt);
  }
  return a.id.localeCompare(b.id);
}

export function isUnread(conversation: InboxConversation, readAt: string | undefined): boolean {
  return Boolean(conversation.lastVisitorMessageAt && (!readAt || conversation.lastVisitorMessageAt > readAt));
}
