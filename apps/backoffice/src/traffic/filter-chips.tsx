import { TRAFFIC_DIMENSIONS, type TrafficDimension, type TrafficFilters } from '@playfront/contracts';
import { DIMENSION_LABELS } from './traffic-labels.ts';

/** The filters in force, each with a button that removes it. */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: TrafficFilters;
  onRemove: (dimension: TrafficDimension) => void;
}) {
  const active = TRAFFIC_DIMENSIONS.flatMap((dimension) => {
    const value = filters[dimension];
    return value === undefined ? [] : [{ dimension, value }];
  });
  if (active.length === 0) return <p className="hint">No filters: choose a row below to filter by it.</p>;
  return (
    <ul className="chips" aria-label="Filters">
      {active.map(({ dimension, value }) => (
        <li key={dimension}>
          <span>
            {DIMENSION_LABELS[dimension]} is <strong>{value}</strong>
          </span>
          <button
            type="button"
            aria-label={`Remove filter ${DIMENSION_LABELS[dimension]} is ${value}`}
            onClick={() => {
              onRemove(dimension);
            }}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
