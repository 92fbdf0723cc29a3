import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { errorMessage, useStaffMe } from './console-api';
import { CONSOLE_SCREENS, homeScreen } from './console-screens';
import { StaffLogin } from './auth/staff-login';
import { ConsoleLayout } from './shell/console-layout';
import { readConsoleLanguage, switchConsoleLanguage } from './shell/console-language';
import { ConsoleMessage, Loading } from './components/status';
import './console.scss';

const screens = CONSOLE_SCREENS.map((entry) => ({ ...entry, Component: lazy(entry.load) }));

/** `/admin/*`: the operations console, its own layout and chunks; members never download it. */
export function ConsoleApp() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void switchConsoleLanguage(readConsoleLanguage()).then(() => setReady(true));
  }, []);
  if (!ready) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <ConsoleGate />
    </Suspense>
  );
}

function ConsoleGate() {
  const { t } = useTranslation('console-shell');
  const me = useStaffMe();
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  if (me.isPending) return <Loading />;
  if (me.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void me.refetch()}>
        {errorMessage(me.error)}
      </ConsoleMessage>
    );
  const staff = me.data.staff;
  if (!staff) return <StaffLogin me={me.data} />;
  const home = homeScreen(staff.permissions);
  return (
    <ConsoleLayout>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route
            index
            element={home ? <Navigate to={home} replace /> : <ConsoleMessage>{t('forbidden')}</ConsoleMessage>}
          />
          {screens.map(({ path, permission, Component }) => (
            <Route
              key={path}
              path={path}
              element={
                staff.permissions.includes(permission) ? (
                  <Component />
                ) : (
                  <ConsoleMessage tone="warning">{t('forbidden')}</ConsoleMessage>
                )
              }
            />
          ))}
          <Route path="*" element={<ConsoleMessage>{t('notFound')}</ConsoleMessage>} />
        </Routes>
      </Suspense>
    </ConsoleLayout>
  );
}
