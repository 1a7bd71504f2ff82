// How the benches sum up their runs.

/** The middle value of `values` (the upper one of an even count), as the benches report runs. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of `key` over a bench's runs (objects of figures). */
export const medianOf = (runs, key) => median(runs.map((run) => run[key]));
