// An edit sends only what changed (the admin PATCH schemas make every field optional), so an
// operator's save never rewrites a field someone else changed meanwhile
// (docs/decisions/0299-back-office-content-forms-and-uploads.md).

/** The fields of `next` whose value differs from `before`'s. */
export function changes<T extends object>(before: T, next: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof T]),
    ),
  ) as Partial<T>;
}
