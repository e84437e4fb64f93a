import { useCallback, useEffect, useState } from 'react';
import { ADMIN_PATH, AdminPage } from './access/admin-page.tsx';
import { AUDIT_PATH, AuditPage, isAdminSession } from './access/audit-page.tsx';
import { AuthGate } from './access/auth-gate.tsx';
import { COMPANY_SETTINGS_PATH, CompanySettings } from './company/company-settings.tsx';
import { EstimateList } from './estimate-list.tsx';
import { AGENT_STUDIO_PATH, AgentStudio } from './studio/agent-studio.tsx';
import { ToolCatalogPage } from './tools/tool-catalog-page.tsx';
import { Workspace } from './workspace.tsx';

const WORKSPACE_PATH = /^\/estimates\/([^/]+)\/?$/;

/** Two pages on the History API: `/` lists estimates, `/estimates/:id` is the workspace. */
export function App() {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    setPath(to);
    window.scrollTo(0, 0);
  }, []);
  const match = WORKSPACE_PATH.exec(path);
  return (
    <AuthGate>
      {(session, signOut) => (
        <>
          <header className="topbar">
            <a
              href="/"
              className="brand"
              onClick={(event) => {
                event.preventDefault();
                navigate('/');
              }}
            >
              Quoin
            </a>
            <a
              href="/agents"
              className="topbar-link"
              onClick={(event) => {
                event.preventDefault();
                navigate('/agents');
              }}
            >
              Agents
            </a>
            <a
              href="/tools"
              className="topbar-link"
              onClick={(event) => {
                event.preventDefault();
                navigate('/tools');
              }}
            >
              Tools
            </a>
            <a
              href="/dashboard"
              className="topbar-link"
              onClick={(event) => {
                event.preventDefault();
                navigate('/dashboard');
              }}
            >
              Dashboard
            </a>
            <a
              href={COMPANY_SETTINGS_PATH}
              className="topbar-link"
              onClick={(event) => {
                event.preventDefault();
                navigate(COMPANY_SETTINGS_PATH);
              }}
            >
              Company
            </a>
            {session.signedIn ? (
              <span className="topbar-user">
                <a
                  href={ADMIN_PATH}
                  className="topbar-link"
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(ADMIN_PATH);
                  }}
                >
                  Team
                </a>
                {isAdminSession(session) ? (
                  <a
                    href={AUDIT_PATH}
                    className="topbar-link"
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(AUDIT_PATH);
                    }}
                  >
                    Audit
                  </a>
                ) : null}
                <span className="muted" data-testid="signed-in-as">
                  {session.user?.email} · {session.user?.role}
                </span>
                <button type="button" onClick={signOut}>
                  Sign out
                </button>
              </span>
            ) : null}
          </header>
          <main className="page">
            {path === ADMIN_PATH && session.signedIn ? (
              <AdminPage session={session} />
            ) : path === AUDIT_PATH && session.signedIn ? (
              <AuditPage session={session} />
            ) : AGENT_STUDIO_PATH.test(path) ? (
              <AgentStudio path={path} navigate={navigate} />
            ) : path === '/tools' ? (
              <ToolCatalogPage key="tools" placement="tools" />
            ) : path === '/dashboard' ? (
              <ToolCatalogPage key="dashboard" placement="dashboard" />
            ) : path === COMPANY_SETTINGS_PATH ? (
              <CompanySettings />
            ) : match?.[1] ? (
              <Workspace key={match[1]} estimateId={decodeURIComponent(match[1])} navigate={navigate} />
            ) : (
              <EstimateList navigate={navigate} />
            )}
          </main>
        </>
      )}
    </AuthGate>
  );
}
