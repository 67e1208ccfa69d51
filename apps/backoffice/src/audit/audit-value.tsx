/**
 * An audit entry's before or after: an object as one `key: value` line per field, anything else
 * as its JSON. A single line of JSON squeezed into a column stood one letter wide.
 */
export function AuditValue({ value }: { readonly value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  if (typeof value !== 'object' || Array.isArray(value)) return <>{JSON.stringify(value)}</>;
  const fields = Object.entries(value);
  if (fields.length === 0) return <>{'{}'}</>;
  return (
    <dl className="audit-value">
      {fields.map(([key, field]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{typeof field === 'string' ? field : JSON.stringify(field)}</dd>
        </div>
      ))}
    </dl>
  );
}
