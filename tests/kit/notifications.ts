// Notifications, banners and instructions, contract-typed: factories, and routes
// answering as the server does (20 notifications a page newest first with the unread count,
// read, read-all, preferences; active banners; every instruction or one location's).
import {
  ASSET_TYPES,
  NOTIFICATION_KINDS,
  type AppNotification,
  type Banner,
  type BannersResponse,
  type Instruction,
  type InstructionsResponse,
  type MarkAllReadResponse,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  type NotificationResponse,
  type NotificationsResponse,
} from '@savdo/contract';
import { failure, ok, type RouteTable } from './fake-api';

let nextId = 1;

export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    kind: 'payment_credited',
    title: 'Balance topped up',
    body: '50\u202F000 UZS was credited to your balance via Payme.',
    params: { amount: 50000, provider: 'Payme', order_id: id },
    link: '/dashboard',
    is_read: false,
    created_at: new Date(Date.now() - id * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Banner ${id}`,
    image_url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360"><rect width="1200" height="360" fill="%231c7ed6"/></svg>`,
    link_url: '/upgrade-plan',
    starts_at: null,
    ends_at: null,
    ...overrides,
  };
}

export function makeInstruction(overrides: Partial<Instruction> = {}): Instruction {
  const id = overrides.id ?? nextId++;
  return {
    id,
    location: 'top_up',
    title: 'How to top up your balance',
    body: 'Press the balance in the header.\n\nConfirm the payment on the provider’s page.',
    video_url: null,
    ...overrides,
  };
}

export interface NotificationsServer {
  notifications: AppNotification[];
  preferences?: NotificationPreferences;
  banners?: Banner[];
  instructions?: Instruction[];
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  browser_kinds: [...NOTIFICATION_KINDS],
  email: false,
  signal_asset_types: [...ASSET_TYPES],
};

export function notificationsRoutes(server: NotificationsServer): RouteTable {
  const unread = () => server.notifications.filter((n) => !n.is_read).length;
  return {
    'GET /notification': ({ query }) => {
      const limit = Number(query.get('limit') ?? 20);
      const page = Number(query.get('page') ?? 1);
      const data = server.notifications.slice((page - 1) * limit, page * limit);
      return ok<NotificationsResponse>({
        result: { data, page, limit, total: server.notifications.length, unread: unread() },
      });
    },
    'PATCH /notification/:id/read': ({ params, body }) => {
      const n = server.notifications.find((x) => x.id === Number(params.id));
      if (!n) return failure(404, 'Notification not found');
      n.is_read = (body as { is_read: boolean }).is_read;
      return ok<NotificationResponse>({ result: { notification: { ...n }, unread: unread() } });
    },
    'POST /notification/read-all': () => {
      const updated = unread();
      for (const n of server.notifications) n.is_read = true;
      return ok<MarkAllReadResponse>({ result: { updated, unread: 0 } });
    },
    'GET /notification/preferences': () =>
      ok<NotificationPreferencesResponse>({
        result: server.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES,
      }),
    'PATCH /notification/preferences': ({ body }) => {
      server.preferences = {
        ...(server.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES),
        ...(body as Partial<NotificationPreferences>),
      };
      return ok<NotificationPreferencesResponse>({ result: server.preferences });
    },
    'GET /banner': () => {
      const data = server.banners ?? [];
      return ok<BannersResponse>({ result: { data, page: 1, limit: 10, total: data.length } });
    },
    'GET /instruction': ({ query }) => {
      const location = query.get('location');
      const data = (server.instructions ?? []).filter((i) => !location || i.location === location);
      return ok<InstructionsResponse>({
        result: { data, page: 1, limit: 10000, total: data.length },
      });
    },
  };
}
