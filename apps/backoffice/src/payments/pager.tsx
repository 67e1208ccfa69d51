import { Link } from 'react-router';

interface PagerProps {
  readonly label: string;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** The link to page `n` (the rest of the query kept). */
  readonly to: (page: number) => string;
}

/** Previous / next links of a table paged on the server, and where the reader is. */
export function Pager({ label, page, pageSize, total, to }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? <Link to={to(page - 1)}>Previous page</Link> : null}
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      {page < pages ? <Link to={to(page + 1)}>Next page</Link> : null}
    </nav>
  );
}
