// Leaving for the host app's top-up when nothing on the page can open one (a landing page with
// an embedded widget): a full navigation. One object, so tests can replace `assign` (jsdom's
// location cannot be spied on).
export const topUpNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
