/**
 * Text made safe inside HTML or SVG, in element content and in quoted attribute values: the
 * five characters that could end either become numeric references. Every page the server writes
 * itself (the partner demo, the payments sandbox, the demo chart, index.html's first screen)
 * escapes through this one function.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
