// The back office's sections, one entry each: its address under /admin, its name in the section
// bar, and its page. A section's detail pages are its own routes here too.
import type { ComponentType, ReactElement } from 'react';
import { lazySection } from './lazy-section';
import type * as Others from './other-sections';
import { UsersSection } from './users/users-section';
import type { adminStrings } from './strings';

type SectionKey = keyof typeof adminStrings.uz.sections;

// The users section is where /admin opens: it comes with the page. The others load together
// when one of them is first opened (other-sections.ts).
const loadOthers = () => import('./other-sections');
const other = (pick: (module: typeof Others) => ComponentType) => lazySection(loadOthers, pick);

/** Starts loading the other sections' code (one chunk) ahead of a click on a tab. */
export function preloadSections(): void {
  loadOthers().catch(() => undefined);
}
const AuditSection = other((m) => m.AuditSection);
const CalendarSection = other((m) => m.CalendarSection);
const SignalForm = other((m) => m.SignalForm);
const SignalsSection = other((m) => m.SignalsSection);
const OrderDetail = other((m) => m.OrderDetail);
const PaymentsSection = other((m) => m.PaymentsSection);
const ChatSection = other((m) => m.ChatSection);
const BannersSection = other((m) => m.BannersSection);
const BotsSection = other((m) => m.BotsSection);
const CourseDetail = other((m) => m.CourseDetail);
const CourseNew = other((m) => m.CourseNew);
const CoursesSection = other((m) => m.CoursesSection);
const InstructionsSection = other((m) => m.InstructionsSection);
const PlansSection = other((m) => m.PlansSection);
const ResourcesSection = other((m) => m.ResourcesSection);
const EaQueueSection = other((m) => m.EaQueueSection);
const PartnersSection = other((m) => m.PartnersSection);
const ReviewsSection = other((m) => m.ReviewsSection);
const SupportConversation = other((m) => m.SupportConversation);
const SupportSection = other((m) => m.SupportSection);
const UserDetail = other((m) => m.UserDetail);

export interface AdminSection {
  /** Under /admin: '' is /admin itself. */
  path: string;
  label: Exclude<SectionKey, 'label'>;
  element: ReactElement;
  /** Detail pages of the section (react-router patterns under /admin). */
  details?: readonly { path: string; element: ReactElement }[];
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: '',
    label: 'users',
    element: <UsersSection />,
    details: [{ path: 'users/:id', element: <UserDetail /> }],
  },
  {
    path: 'payments',
    label: 'orders',
    element: <PaymentsSection />,
    details: [{ path: 'payments/:id', element: <OrderDetail /> }],
  },
  { path: 'expert-advisors', label: 'eaQueue', element: <EaQueueSection /> },
  {
    path: 'signals',
    label: 'signals',
    element: <SignalsSection />,
    details: [{ path: 'signals/new', element: <SignalForm /> }],
  },
  { path: 'calendar', label: 'calendar', element: <CalendarSection /> },
  { path: 'reviews', label: 'reviews', element: <ReviewsSection /> },
  {
    path: 'support',
    label: 'support',
    element: <SupportSection />,
    details: [{ path: 'support/:userId', element: <SupportConversation /> }],
  },
  { path: 'chat', label: 'chat', element: <ChatSection /> },
  { path: 'partners', label: 'partners', element: <PartnersSection /> },
  {
    path: 'courses',
    label: 'courses',
    element: <CoursesSection />,
    details: [
      { path: 'courses/new', element: <CourseNew /> },
      { path: 'courses/:id', element: <CourseDetail /> },
    ],
  },
  { path: 'bots', label: 'bots', element: <BotsSection /> },
  { path: 'plans', label: 'plans', element: <PlansSection /> },
  { path: 'resources', label: 'resources', element: <ResourcesSection /> },
  { path: 'banners', label: 'banners', element: <BannersSection /> },
  { path: 'instructions', label: 'instructions', element: <InstructionsSection /> },
  { path: 'audit', label: 'audit', element: <AuditSection /> },
];
