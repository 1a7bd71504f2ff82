// /admin: the back office (role admin, decision 0056; docs/decisions/0298-back-office-lists.md).
// A bar of sections over the section's own page; every section lists its records with the same
// list pattern (list/admin-list.tsx) and opens a record on its own address. A section's code
// loads when it is opened (lazy-section.tsx).
import { Suspense, useEffect, useRef } from 'react';
import { Link, matchPath, useLocation, useRoutes } from 'react-router';
import styled from 'styled-components';
import { AreaSpinner, focusRing, token, useT } from '@savdo/ui';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import { ADMIN_SECTIONS, preloadSections, type AdminSection } from './sections';
import { adminStrings } from './strings';

// The bar is positioned: the tabs' offsets are measured from it (see useActiveTabInView). On a
// phone the sections scroll sideways in their own bar instead of taking the screen.
const Bar = styled.nav`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
  @media (max-width: 640px) {
    flex-wrap: nowrap;
    overflow-x: auto;
  }
  margin-bottom: ${token('space-4')};
  padding-bottom: ${token('space-1')};
  border-bottom: 1px solid ${token('color-border')};
`;

const Tab = styled(Link)`
  flex: none;
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  color: ${token('color-text-muted')};
  text-decoration: none;
  white-space: nowrap;
  font-size: ${token('font-size-sm')};
  &:hover {
    color: ${token('color-text')};
    background: ${token('color-surface')};
  }
  &.active {
    color: ${token('color-text')};
    background: ${token('color-surface-raised')};
    font-weight: 600;
  }
  ${focusRing}
`;

/** A section's tab is lit on its own list and on every one of its detail pages. */
function isSectionOpen(section: AdminSection, pathname: string): boolean {
  const patterns = [section.path, ...(section.details ?? []).map((detail) => detail.path)];
  return patterns.some((pattern) => matchPath({ path: `/admin/${pattern}`, end: true }, pathname));
}

/**
 * On a phone the bar scrolls sideways: the open section's tab is brought into the bar's view, or
 * an operator on /admin/bots would see "Users", "Payments"... and not where they are.
 */
function useActiveTabInView(pathname: string) {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = bar.current;
    const tab = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = tab.offsetLeft - (box.clientWidth - tab.offsetWidth) / 2;
  }, [pathname]);
  return bar;
}

export default function AdminPage() {
  const t = useAppT();
  const office = useT(adminStrings);
  const { pathname } = useLocation();
  const bar = useActiveTabInView(pathname);
  const open = ADMIN_SECTIONS.find((section) => isSectionOpen(section, pathname));
  const routes = useRoutes(
    ADMIN_SECTIONS.flatMap((section) => [
      { path: section.path || '/', element: section.element },
      ...(section.details ?? []).map((detail) => ({ path: detail.path, element: detail.element })),
    ]),
  );
  return (
    <div data-page="admin">
      <PageHeader title={t('pages.admin.title')} description={t('pages.admin.description')} />
      <Bar ref={bar} aria-label={office('sections.label')}>
        {ADMIN_SECTIONS.map((section) => (
          <Tab
            key={section.label}
            to={`/admin/${section.path}`}
            className={isSectionOpen(section, pathname) ? 'active' : ''}
            aria-current={isSectionOpen(section, pathname) ? 'page' : undefined}
            onPointerEnter={preloadSections}
            onFocus={preloadSections}
          >
            {office(`sections.${section.label}`)}
          </Tab>
        ))}
      </Bar>
      {/* Keyed by section: opening another shows the spinner, not the last one under its tab. */}
      <Suspense key={open?.label ?? ''} fallback={<AreaSpinner minHeight="40vh" />}>
        {routes}
      </Suspense>
    </div>
  );
}
