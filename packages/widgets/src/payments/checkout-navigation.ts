// Leaving for the provider's checkout is a full navigation (the provider's page is another
// site). One object, so tests can replace `assign` (jsdom's location cannot be spied on).
export const checkoutNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
