/**
 * The face of the algo feature: what other features may import from it (decision 0274).
 * The journal imports MetaTrader statements with the same parser
 * (docs/decisions/0319-journal-statement-import.md).
 */
export {
  STATEMENT_EMPTY_MESSAGE,
  STATEMENT_FORMAT_MESSAGE,
  decodeStatement,
  parseStatementTrades,
} from './statements/statement';
export type { StatementTrade } from './statements/statement-rows';
