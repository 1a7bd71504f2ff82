// The copy-trading widget: the component, its manifest and strings (element.ts defines the element).
export { CopyTrading, type CopyTradingProps } from './copy-trading';
export { copyTradingManifest } from './manifest';
export { COPY_TRADING_NAMESPACE, copyTradingStrings } from './strings';
