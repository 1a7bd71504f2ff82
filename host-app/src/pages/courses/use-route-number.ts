// A route parameter as a positive whole number, or undefined (a bad id shows the widget's
// not-found state rather than a request for /course/NaN).
export function routeNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
