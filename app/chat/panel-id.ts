/** The chat panel's element id: the launcher controls it, and toasts keep clear of it on a phone. */
export const CHAT_PANEL_ID = "chat-panel";
