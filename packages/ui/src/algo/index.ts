// What the algo widgets share, its own entry (`@savdo/ui/algo`), out of the shared ui chunk.
export { algoStrings, ALGO_NAMESPACE } from './algo-strings';
export { algoPaths } from './algo-paths';
export { algoText } from './algo-text';
export { EquitySparkline, sparklinePoints, type EquitySparklineProps } from './equity-sparkline';
export { BridgeMarks, type BridgeMarksProps } from './bridge-marks';
