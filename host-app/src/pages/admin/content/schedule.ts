// A banner's window in the form's date-and-time boxes (the operator's local time) and on the
// wire (ISO 8601, as BannerInputSchema asks). An empty box is an open end (null); text that is
// not a date is passed on as it is, so the contract's schema refuses it with its own message.

/** ISO to the `datetime-local` box's text, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The box's text to ISO; '' is null. */
export function fromLocalInput(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}
