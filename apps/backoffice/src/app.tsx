import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConsoleLayout } from './layout/console-layout.tsx';
import { AffiliateReportPage } from './pages/affiliate-report-page.tsx';
import { AffiliatesPage } from './pages/affiliates-page.tsx';
import { AuditPage } from './pages/audit-page.tsx';
import { CashoutQueuePage } from './pages/cashout-queue-page.tsx';
import { FunnelPage } from './pages/funnel-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { PlayerPage } from './pages/player-page.tsx';
import { TransactionSearchPage } from './pages/transaction-search-page.tsx';
import { AffiliateLayout } from './affiliate-view/affiliate-layout.tsx';
import { AffiliateDeliveriesPage } from './pages/affiliate-deliveries-page.tsx';
import { AffiliateLogInsPage } from './pages/affiliate-log-ins-page.tsx';

// traffic: loaded when first shown, so its chart library stays out of the console's first bundle.
const TrafficPage = lazy(() => import('./pages/traffic-page.tsx').then((m) => ({ default: m.TrafficPage })));
import { PostbacksPage } from './pages/postbacks-page.tsx';
import { SecondFactorPage } from './pages/second-factor-page.tsx';
import { StaffPage } from './pages/staff-page.tsx';

/** The console's pages, under /backoffice/ (the server answers index.html for every one). */
export function App() {
  return (
    <BrowserRouter basename="/backoffice">
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<ConsoleLayout />}>
          <Route path="/reports/affiliates" element={<AffiliateReportPage />} />
          <Route path="/reports/funnel" element={<FunnelPage />} />
          <Route path="/affiliates" element={<AffiliatesPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/payments/queue" element={<CashoutQueuePage />} />
          <Route path="/payments/transactions" element={<TransactionSearchPage />} />
          <Route path="/players" element={<PlayerPage />} />
          <Route path="/players/:playerId" element={<PlayerPage />} />
          {/* traffic */}
          <Route
            path="/reports/traffic"
            element={
              <Suspense fallback={<p role="status">Loading the traffic dashboard…</p>}>
                <TrafficPage />
              </Suspense>
            }
          />
          {/* affiliate-view: staff make affiliates' log-ins (decision 048) */}
          <Route path="/affiliate-log-ins" element={<AffiliateLogInsPage />} />
          {/* staff-admin */}
          <Route path="/staff" element={<StaffPage />} />
          <Route path="/postbacks" element={<PostbacksPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/reports/affiliates" replace />} />
        {/* affiliate-view (decision 048): its own log-in and frame, and only its own numbers */}
        <Route path="/affiliate/login" element={<LoginPage kind="affiliate" />} />
        <Route element={<AffiliateLayout />}>
          <Route path="/affiliate/report" element={<AffiliateReportPage />} />
          <Route path="/affiliate/postbacks" element={<AffiliateDeliveriesPage />} />
        </Route>
        {/* staff-admin: the enrolment page stands outside the frame (an enrol-only session cannot load it) */}
        <Route path="/second-factor" element={<SecondFactorPage />} />
      </Routes>
    </BrowserRouter>
  );
}
