/** Text or an attribute value made safe to put inside HTML markup built by hand (e-mails, prerendered options). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
