// The product's algo-trading routes (host-app's page table has the same paths). Links use
// CourseLink: a real address, or the host's router on a plain click.
export const algoPaths = {
  market: () => '/algo-trading',
  bot: (botId: number) => `/algo-trading/${botId}`,
  mine: (purchaseId: number) => `/algo-trading/my/${purchaseId}`,
  copyTrade: () => '/copy-trade',
  copyStrategy: (strategyId: number) => `/copy-trade/${strategyId}`,
};
