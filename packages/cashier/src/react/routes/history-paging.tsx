import { useTranslate } from '../use-cashier.ts';

export interface HistoryPagingProps {
  page: number;
  hasNext: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and next page, and which page is shown. */
export function HistoryPaging({ page, hasNext, loading, onPrevious, onNext }: HistoryPagingProps) {
  const t = useTranslate();
  return (
    <nav className="pf-cashier-history-paging" aria-label={t('history.pages')}>
      <button
        type="button"
        className="pf-cashier-button pf-cashier-button-secondary"
        disabled={page === 0 || loading}
        onClick={onPrevious}
      >
        {t('history.previous')}
      </button>
      <span className="pf-cashier-history-page">{t('history.page', { page: page + 1 })}</span>
      <button
        type="button"
        className="pf-cashier-button pf-cashier-button-secondary"
        disabled={!hasNext || loading}
        onClick={onNext}
      >
        {t('history.next')}
      </button>
    </nav>
  );
}
