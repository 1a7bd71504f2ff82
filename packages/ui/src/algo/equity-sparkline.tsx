// A small equity sparkline: one inline SVG polyline (no chart library on a list of cards).
// Rising ends green, falling red; fewer than two points draw nothing.
export interface EquitySparklineProps {
  points: readonly number[];
  label: string;
  width?: number;
  height?: number;
}

/** The polyline's points scaled into the box, oldest on the left. Exported for tests. */
export function sparklinePoints(points: readonly number[], width: number, height: number): string {
  if (points.length < 2) return '';
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const step = width / (points.length - 1);
  return points
    .map((p, i) => `${(i * step).toFixed(1)},${(height - ((p - min) / span) * height).toFixed(1)}`)
    .join(' ');
}

export function EquitySparkline({ points, label, width = 120, height = 32 }: EquitySparklineProps) {
  const line = sparklinePoints(points, width, height);
  if (!line) return null;
  const rising = (points.at(-1) ?? 0) >= (points[0] ?? 0);
  return (
    <svg
      className="algo-sparkline"
      data-trend={rising ? 'up' : 'down'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="none"
    >
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
