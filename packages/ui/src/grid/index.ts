// Grids of panels and of figures (analytics, the journal's statistics, a bot's, a copy strategy's
// and an expert advisor's figures, the profile). Its own entry (`@savdo/ui/grid`), so widgets
// without such a grid (a partner's signals) load none of it.
export { AutoGrid, autoGrid, figureText, figureTiles, type AutoGridOptions } from './auto-grid';
