import { lazy, Suspense, useState } from 'react';
import { Route, RouterProvider, Routes, createBrowserRouter } from 'react-router-dom';
import { Button, LoadingBlock } from '@academy/shared';
import { SessionProvider, useSession } from '../lib/session';
import { Notice } from '../lib/ui';
import { officeCopy } from '../content/office';
import { SignInPage } from '../features/session/components/SignInPage';
import { OfficeLayout } from './OfficeLayout';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import type { OfficeRecord } from '../features/records/api/records';
import { UnsavedChangesProvider } from '../lib/unsavedChanges';

const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
const RecordsPage = lazy(() => import('../features/records/components/RecordsPage'));
const RecordDetailPage = lazy(() => import('../features/records/components/RecordDetailPage'));
const TournamentsPage = lazy(() => import('../features/tournaments/components/TournamentsPage'));
const PuzzlesPage = lazy(() => import('../features/puzzles/components/PuzzlesPage'));
const AchievementsPage = lazy(() => import('../features/achievements/components/AchievementsPage'));
const TeachersPage = lazy(() => import('../features/teachers/components/TeachersPage'));
const AuditPage = lazy(() => import('../features/audit/components/AuditPage'));
const FeesPage = lazy(() => import('../features/fees/components/FeesPage'));
const DemosPage = lazy(() => import('../features/demos/components/DemosPage'));
const DemoSlotsPage = lazy(() => import('../features/demo-slots/components/DemoSlotsPage'));
const FunnelPage = lazy(() => import('../features/funnel/components/FunnelPage'));
const RecordExtras = lazy(() => import('./RecordExtras'));
/** A record page's payment and activity panels, below its editor. */
// Its own boundary: loading the extras must not hide the record page (and drop its heading's focus).
const recordExtras = (kind: OfficeRecordKind) => (number: string, record: OfficeRecord) => (
  <Suspense fallback={<LoadingBlock />}>
    <RecordExtras kind={kind} number={number} record={record} />
  </Suspense>
);

function Gate() {
  const { state, retry } = useSession();
  if (state.kind === 'checking') return <LoadingBlock label={officeCopy.checking} />;
  if (state.kind === 'failed') {
    return (
      <main>
        <Notice role="alert" $tone="error">
          {officeCopy.sessionFailed}{' '}
          <Button variant="outline" onClick={retry}>
            {officeCopy.retry}
          </Button>
        </Notice>
      </main>
    );
  }
  if (state.kind === 'signed-out') return <SignInPage expired={state.expired} />;
  return (
    <UnsavedChangesProvider>
      <OfficeLayout email={state.staff.email}>
        <Suspense fallback={<LoadingBlock />}>
          <Routes>
            <Route path="/" element={<DashboardPage />} />
            <Route path="/registrations" element={<RecordsPage kind="registrations" />} />
            <Route
              path="/registrations/:number"
              element={<RecordDetailPage kind="registrations" extras={recordExtras('registrations')} />}
            />
            <Route path="/applications" element={<RecordsPage kind="applications" />} />
            <Route path="/applications/:number" element={<RecordDetailPage kind="applications" extras={recordExtras('applications')} />} />
            <Route path="/tournaments" element={<TournamentsPage />} />
            <Route path="/puzzles" element={<PuzzlesPage />} />
            <Route path="/achievements" element={<AchievementsPage />} />
            <Route path="/teachers" element={<TeachersPage />} />
            <Route path="/audit" element={<AuditPage />} />
            <Route path="/fees" element={<FeesPage />} />
            <Route path="/demos" element={<DemosPage />} />
            <Route path="/demo-slots" element={<DemoSlotsPage />} />
            <Route path="/funnel" element={<FunnelPage />} />
            <Route path="*" element={<p>{officeCopy.notFound}</p>} />
          </Routes>
        </Suspense>
      </OfficeLayout>
    </UnsavedChangesProvider>
  );
}

/** A data router, so a page with unsaved text can hold a navigation back and ask first. */
export function OfficeApp() {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        element: (
          <SessionProvider>
            <Gate />
          </SessionProvider>
        ),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}
