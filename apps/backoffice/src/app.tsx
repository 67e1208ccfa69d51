import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConsoleLayout } from './layout/console-layout.tsx';
import { AffiliateReportPage } from './pages/affiliate-report-page.tsx';
import { AffiliatesPage } from './pages/affiliates-page.tsx';
import { AuditPage } from './pages/audit-page.tsx';
import { FunnelPage } from './pages/funnel-page.tsx';
import { LoginPage } from './pages/login-page.tsx';

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
        </Route>
        <Route path="*" element={<Navigate to="/reports/affiliates" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
