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
        </Route>
        <Route path="*" element={<Navigate to="/reports/affiliates" replace />} />
        {/* staff-admin: the enrolment page stands outside the frame (an enrol-only session cannot load it) */}
        <Route path="/second-factor" element={<SecondFactorPage />} />
        <Route element={<ConsoleLayout />}>
          <Route path="/staff" element={<StaffPage />} />
          <Route path="/postbacks" element={<PostbacksPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
