import { useCallback, useId, useState, type SubmitEvent } from 'react';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import {
  APPROVE_REASONS,
  CONSOLE_ACCESS,
  mayUse,
  REJECT_REASONS,
  type CashoutDecision,
  type CashoutDecisionReason,
  type CashoutDecisionResult,
  type CashoutQueueItem,
  type StaffMember,
} from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';
import { EmailText } from '../payments/email-text.tsx';
import { Pager } from '../payments/pager.tsx';
import { StackedTime } from '../payments/stacked-time.tsx';
import {
  KYC_LABELS,
  money,
  REASON_LABELS,
  REVIEW_LABELS,
  RISK_LABELS,
  utcTime,
} from '../payments/payment-labels.ts';

const OUTCOME_WORDS: Record<CashoutDecisionResult['outcome'], string> = {
  approved: 'approved',
  awaiting_second_approval: 'waiting for a second approver',
  rejected: 'rejected',
  refused: 'refused',
};

/** What the last decision did, one sentence per outcome; refusals listed with their reason. */
function summary(results: readonly CashoutDecisionResult[]): { done: string; refused: string[] } {
  const counts = new Map<string, number>();
  const refused: string[] = [];
  for (const result of results) {
    if (result.outcome === 'refused')
      refused.push(`${result.transactionId.slice(0, 8)}: ${result.message ?? ''}`);
    else counts.set(result.outcome, (counts.get(result.outcome) ?? 0) + 1);
  }
  const done = [...counts.entries()]
    .map(([outcome, count]) => `${count} ${OUTCOME_WORDS[outcome as CashoutDecisionResult['outcome']]}`)
    .join(', ');
  return { done: done === '' ? '' : `Done: ${done}.`, refused };
}

/**
 * The cashout approval queue: oldest and largest first, with KYC, deposits and risk flags
 * inline. Select one or more cashouts, choose approve or reject and a reason, apply.
 */
export function CashoutQueuePage() {
  const member = useOutletContext<StaffMember>();
  const canDecide = mayUse(member.roles, CONSOLE_ACCESS.cashout_decisions);
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const [version, setVersion] = useState(0);
  // `v` reloads the page after a decision (useSearchResult loads again when the string changes);
  // the server takes no such parameter, so it is cut before the call.
  const search = `page=${page}&v=${version}`;
  const load = useCallback((query: string) => consoleApi.cashoutQueue(query.replace(/&v=\d+$/, '')), []);
  const current = useSearchResult(search, load);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [decision, setDecision] = useState<CashoutDecision>('approve');
  const [result, setResult] = useState<{ done: string; refused: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const apply = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (selected.size === 0) {
      setError('Select at least one cashout.');
      return;
    }
    const note = formText(form, 'note').trim();
    setBusy(true);
    const answer = await consoleApi.decideCashouts({
      transactionIds: [...selected],
      decision,
      reason: formText(form, 'reason') as CashoutDecisionReason,
      ...(note === '' ? {} : { note }),
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setError(null);
    setResult(summary(answer.value.results));
    setSelected(new Set());
    setVersion((v) => v + 1);
  };

  const reasons = decision === 'approve' ? APPROVE_REASONS : REJECT_REASONS;
  const items = current?.ok === true ? current.value.items : [];

  return (
    <>
      <h1>Cashout approval queue</h1>
      <div role="status" className="status">
        {current === null ? 'Loading the queue…' : (result?.done ?? '')}
      </div>
      {result !== null && result.refused.length > 0 ? (
        <div role="alert" className="error">
          <p>Refused:</p>
          <ul>
            {result.refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {current?.ok === false ? (
        <p role="alert" className="error">
          {current.message}
        </p>
      ) : null}
      {canDecide ? (
        <form
          className="report-filters decision"
          onSubmit={(event) => void apply(event)}
          aria-describedby={errorId}
        >
          <fieldset>
            <legend>Decision on the selected cashouts ({selected.size})</legend>
            <label className="check">
              <input
                type="radio"
                name="decision"
                value="approve"
                checked={decision === 'approve'}
                onChange={() => {
                  setDecision('approve');
                }}
              />
              Approve
            </label>
            <label className="check">
              <input
                type="radio"
                name="decision"
                value="reject"
                checked={decision === 'reject'}
                onChange={() => {
                  setDecision('reject');
                }}
              />
              Reject (the amount goes back to the player)
            </label>
          </fieldset>
          <div className="field">
            <label htmlFor="decision-reason">Reason</label>
            <select id="decision-reason" name="reason" key={decision}>
              {reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="decision-note">Note (kept in the audit log)</label>
            <input id="decision-note" name="note" maxLength={500} />
          </div>
          <button type="submit" disabled={busy}>
            {decision === 'approve' ? 'Approve selected' : 'Reject selected'}
          </button>
          <p id={errorId} className="error" role="alert">
            {error ?? ''}
          </p>
        </form>
      ) : null}
      {current?.ok === true ? (
        <>
          <QueueTable items={items} selected={selected} onToggle={canDecide ? toggle : undefined} />
          <Pager
            label="Queue pages"
            page={current.value.page}
            pageSize={current.value.pageSize}
            total={current.value.total}
            to={(n) => `/payments/queue?page=${n}`}
          />
        </>
      ) : null}
    </>
  );
}

interface QueueTableProps {
  readonly items: readonly CashoutQueueItem[];
  readonly selected: ReadonlySet<string>;
  readonly onToggle: ((id: string, on: boolean) => void) | undefined;
}

function QueueTable({ items, selected, onToggle }: QueueTableProps) {
  return (
    // A region that scrolls sideways must take keyboard focus, or keyboard users cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby="queue-caption" tabIndex={0}>
      <table className="report queue">
        <caption id="queue-caption">Cashouts waiting for review, oldest and largest first</caption>
        <thead>
          <tr>
            {onToggle === undefined ? null : <th scope="col">Select</th>}
            <th scope="col">Requested (UTC)</th>
            <th scope="col">Player</th>
            <th scope="col">Amount</th>
            <th scope="col">Review</th>
            <th scope="col">Risk flags</th>
            <th scope="col">KYC</th>
            <th scope="col">Deposits</th>
            <th scope="col">Method</th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={onToggle === undefined ? 8 : 9}>No cashout is waiting for review.</td>
            </tr>
          ) : (
            items.map((item) => {
              const amount = money(item.amount, item.currency);
              return (
                <tr key={item.transactionId} data-transaction={item.transactionId}>
                  {onToggle === undefined ? null : (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select the cashout of ${amount} by ${item.email}`}
                        checked={selected.has(item.transactionId)}
                        onChange={(event) => {
                          onToggle(item.transactionId, event.currentTarget.checked);
                        }}
                      />
                    </td>
                  )}
                  <th scope="row" className="stack">
                    <StackedTime time={item.createdAt} />
                  </th>
                  <td className="email">
                    <Link to={`/players/${item.playerId}`}>
                      <EmailText email={item.email} />
                    </Link>
                  </td>
                  <td className="number">
                    {amount}
                    {item.needsSecondApproval ? <span className="tag tag--below">Two approvers</span> : null}
                  </td>
                  <td className="wrap">
                    {REVIEW_LABELS[item.reviewState]}
                    {item.firstApprover === null ? null : <> (first: {item.firstApprover})</>}
                  </td>
                  <td className="wrap">
                    {item.riskFlags.length === 0 ? (
                      'None'
                    ) : (
                      <ul className="flags">
                        {item.riskFlags.map((flag) => (
                          <li key={flag}>{RISK_LABELS[flag]}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{KYC_LABELS[item.kycStatus]}</td>
                  <td className="wrap">
                    {item.deposits.count} · {money(item.deposits.amount, item.currency)}
                    {item.deposits.lastAt === null ? null : (
                      <span className="sub">last {utcTime(item.deposits.lastAt)}</span>
                    )}
                    {item.previousCashouts > 0 ? (
                      <span className="sub">{item.previousCashouts} cashouts paid</span>
                    ) : null}
                  </td>
                  <td>{item.methodName}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
