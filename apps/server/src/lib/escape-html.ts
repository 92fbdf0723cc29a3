const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put into HTML, as an element's text or a quoted attribute's value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
