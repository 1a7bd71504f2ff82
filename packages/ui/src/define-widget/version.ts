// The platform version stamped on every element class, so a second, different copy of a widget
// on the page is noticed (a warning) instead of throwing. A unit test keeps it equal to
// packages/ui/package.json's version.
export const PLATFORM_VERSION = '0.1.0';
