// lightweight-charts lays its panes and price and time scales out in a <table>. To assistive
// technology that is a data table whose cells have no headers (axe's td-has-header, which
// Lighthouse's accessibility score counts, failed on the bot's and the strategy's pages). What a
// chart shows is said by the text around it (its title, its figures); the table is layout only.
/** Marks the library's layout tables inside `node` as presentation. */
export function markChartLayout(node: HTMLElement): void {
  for (const table of node.querySelectorAll('table')) table.setAttribute('role', 'presentation');
}
