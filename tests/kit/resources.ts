// The resource center, contract-typed: a factory, a small demo library (three
// categories; a free article, a paid PDF, a free video, a paid article, ...) and the resources
// routes answering as the server does: 12 a page, the category / featured / search filters,
// the body and links only when open, playback tokens and signed download links for those who
// may open them, 402 with the shortfall, one answer per Idempotency-Key,
// 409 for a second purchase.
import {
  IDEMPOTENCY_KEY_HEADER,
  RESOURCES_PAGE_SIZE,
  insufficientBalanceMessage,
  type ApiError,
  type Resource,
  type ResourceCategory,
  type ResourceCategoriesResponse,
  type ResourceDownloadResponse,
  type ResourcePositionRequest,
  type ResourcePositionResponse,
  type ResourcePurchaseResponse,
  type ResourceResponse,
  type ResourcesResponse,
  type VideoOtpResponse,
} from '@savdo/contract';
import { failure, ok, type FakeAnswer, type FakeRequest, type RouteTable } from './fake-api';

let nextId = 100;

export function makeResource(overrides: Partial<Resource> = {}): Resource {
  const id = overrides.id ?? nextId++;
  return {
    id,
    kind: 'article',
    title: 'The 1% rule',
    description: 'Why you should never risk more than 1% of your balance on one trade.',
    language: 'en',
    translations: {},
    body: null,
    category_name: 'risk-management',
    category_title: 'Risk management',
    is_featured: false,
    price: 0,
    is_free: true,
    purchased: false,
    can_access: true,
    file_url: null,
    file_name: null,
    file_size: null,
    video_url: null,
    playback_url: null,
    reading_minutes: 1,
    image_url: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A resource with its locked parts as the server hides them (price > 0, not bought). */
export function lockedView(resource: Resource): Resource {
  if (resource.can_access) return resource;
  return { ...resource, body: null, file_url: null, video_url: null, playback_url: null };
}

export interface ResourcesServer {
  resources: Resource[];
  /** The full body, file and link of each resource (what a buyer gets), by id. */
  full: Map<number, Partial<Resource>>;
  categories: ResourceCategory[];
  balance: number;
  failWith?: number;
  /** The playback call alone answers this status (a token the video service refuses). */
  failPlaybackWith?: number;
  purchases?: Map<string, FakeAnswer>;
  /** Where the account stopped in each video resource, by id (decision 0288). */
  positions?: Map<number, number>;
}

const category = (name: string, en: string, uz: string, ru: string, position: number) => ({
  name,
  title: en,
  titles: { en, uz, ru },
  position,
  count: 0,
});

/** A small library: 3 categories, 6 resources of every kind, free and paid, 2 featured. */
export function makeResourceLibrary(balance = 500_000): ResourcesServer {
  const body =
    'The rule is simple: never lose more than 1% of the account on one trade.\n\nEven ten losses in a row then cut the account by only about 10%.';
  const items: [Resource, Partial<Resource>][] = [
    [makeResource({ id: 1, is_featured: true, reading_minutes: 1, body: null }), { body }],
    [
      makeResource({
        id: 2,
        kind: 'pdf',
        title: 'Position sizing guide',
        description: 'The formula, worked examples and the rules that keep an account alive.',
        price: 59_000,
        is_free: false,
        can_access: false,
        is_featured: true,
        file_name: 'position-sizing.pdf',
        file_size: 2095,
        reading_minutes: null,
      }),
      { file_url: '/api/v1/resource/2/file' },
    ],
    [
      makeResource({
        id: 3,
        kind: 'video',
        title: 'Handling a losing streak',
        description: 'When to stop, how to cut the size and how to come back to trading.',
        category_name: 'psychology',
        category_title: 'Trading psychology',
        video_url: 'https://www.youtube.com/results?search_query=losing+streak',
        reading_minutes: null,
      }),
      {},
    ],
    [
      makeResource({
        id: 4,
        title: 'Where to place a stop-loss',
        description: 'Behind the level, sized to volatility, and never moved further away.',
        price: 19_000,
        is_free: false,
        can_access: false,
      }),
      {
        body: 'A stop-loss belongs where your trade idea is proven wrong.\n\nPut it behind the level.',
      },
    ],
    [
      makeResource({
        id: 5,
        kind: 'pdf',
        title: 'Trading glossary',
        description: 'Spread, pip, lot, leverage and order types in one file.',
        category_name: 'basics',
        category_title: 'Trading basics',
        file_name: 'trading-glossary.pdf',
        file_size: 2521,
        file_url: '/api/v1/resource/5/file',
        reading_minutes: null,
      }),
      {},
    ],
    [
      makeResource({
        id: 6,
        kind: 'video',
        title: 'RSI divergence explained',
        description: 'What it means when price and RSI disagree, with entry and exit rules.',
        category_name: 'basics',
        category_title: 'Trading basics',
        price: 39_000,
        is_free: false,
        can_access: false,
        reading_minutes: null,
      }),
      // A paid video plays in the protected player: a playback address, never an outside link.
      { playback_url: '/api/v1/resource/6/playback' },
    ],
  ];
  const resources = items.map(([r]) => r);
  const full = new Map(items.map(([r, extra]) => [r.id, extra]));
  // The free article's body is open: the detail answer carries it.
  const categories = [
    category('basics', 'Trading basics', 'Savdo asoslari', 'Основы трейдинга', 0),
    category('risk-management', 'Risk management', 'Risk boshqaruvi', 'Управление рисками', 1),
    category('psychology', 'Trading psychology', 'Savdo psixologiyasi', 'Психология трейдинга', 2),
  ].map((c) => ({ ...c, count: resources.filter((r) => r.category_name === c.name).length }));
  return { resources, full, categories, balance };
}

function intParam(request: FakeRequest, name: string, fallback: number): number {
  const n = Number(request.query.get(name));
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The detail answer: the open parts filled in for a viewer who may open it. */
function detailOf(server: ResourcesServer, resource: Resource): Resource {
  return resource.can_access
    ? { ...resource, ...server.full.get(resource.id) }
    : lockedView(resource);
}

export function resourcesRoutes(server: ResourcesServer): RouteTable {
  const purchases = (server.purchases ??= new Map());
  const guard =
    (handler: (request: FakeRequest) => FakeAnswer) =>
    (request: FakeRequest): FakeAnswer =>
      server.failWith ? failure(server.failWith) : handler(request);
  const find = (id: string | undefined) => server.resources.find((r) => String(r.id) === id);

  return {
    'GET /resource/all': guard((request) => {
      const categoryName = request.query.get('category_name');
      const featured = request.query.get('is_featured');
      const search = request.query.get('search')?.trim().toLowerCase() ?? '';
      const limit = intParam(request, 'limit', RESOURCES_PAGE_SIZE);
      const page = intParam(request, 'page', 1);
      const found = server.resources.filter(
        (r) =>
          (!categoryName || r.category_name === categoryName) &&
          (featured === null || String(r.is_featured) === featured) &&
          (!search || `${r.title}\n${r.description}`.toLowerCase().includes(search)),
      );
      return ok<ResourcesResponse>({
        result: {
          data: found
            .slice((page - 1) * limit, page * limit)
            .map((r) => ({ ...lockedView(r), body: null })),
          page,
          limit,
          total: found.length,
        },
      });
    }),
    'GET /resource/categories': guard(() =>
      ok<ResourceCategoriesResponse>({ result: server.categories }),
    ),
    'GET /resource/:id': guard((request) => {
      const resource = find(request.params.id);
      if (!resource) return { status: 404, body: { message: 'Resource not found' } };
      return ok<ResourceResponse>({ result: detailOf(server, resource) });
    }),
    // Buyers only (free: anyone), 404 for the rest, as the server (decision 0284).
    'GET /resource/:id/playback': guard((request) => {
      if (server.failPlaybackWith) return failure(server.failPlaybackWith);
      const resource = find(request.params.id);
      if (!resource?.can_access || !detailOf(server, resource).playback_url)
        return { status: 404, body: { message: 'Resource not found' } };
      const expires = new Date(Date.now() + 300_000).toISOString();
      return ok<VideoOtpResponse>({
        result: {
          provider: 'savdo',
          otp: `token-${resource.id}`,
          playback_info: '',
          stream_url: `/api/v1/course/video/token-${resource.id}`,
          expires_at: expires,
        },
      });
    }),
    // Where the account stopped, for those who may play it (404 for the rest), as the server.
    'GET /resource/:id/position': guard((request) => {
      const resource = find(request.params.id);
      if (!resource?.can_access || !detailOf(server, resource).playback_url)
        return { status: 404, body: { message: 'Resource not found' } };
      return ok<ResourcePositionResponse>({
        result: {
          resource_id: resource.id,
          position_seconds: server.positions?.get(resource.id) ?? 0,
        },
      });
    }),
    'PUT /resource/:id/position': guard((request) => {
      const resource = find(request.params.id);
      if (!resource?.can_access || !detailOf(server, resource).playback_url)
        return { status: 404, body: { message: 'Resource not found' } };
      const { position_seconds } = request.body as ResourcePositionRequest;
      (server.positions ??= new Map()).set(resource.id, position_seconds);
      return ok<ResourcePositionResponse>({
        result: { resource_id: resource.id, position_seconds },
      });
    }),
    'GET /resource/:id/download': guard((request) => {
      const resource = find(request.params.id);
      if (!resource?.can_access || resource.kind !== 'pdf')
        return { status: 404, body: { message: 'Resource not found' } };
      const name = resource.file_name ?? `resource-${resource.id}.pdf`;
      return ok<ResourceDownloadResponse>({
        result: {
          url: `/api/v1/files/00000000-0000-4000-8000-00000000000${resource.id}?exp=1&name=${encodeURIComponent(name)}&sig=test`,
          file_name: name,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
    }),
    'POST /resource/:id/purchase': guard((request) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] ?? '';
      const seen = purchases.get(key);
      if (seen) return seen;
      const resource = find(request.params.id);
      if (!resource) return { status: 404, body: { message: 'Resource not found' } };
      if (resource.is_free)
        return {
          status: 409,
          body: {
            message: 'This resource is free: it is open to everyone signed in and is not for sale',
          },
        };
      if (resource.purchased)
        return { status: 409, body: { message: 'You already own this resource' } };
      if (resource.price > server.balance) {
        const shortfall = resource.price - server.balance;
        return {
          status: 402,
          body: {
            message: insufficientBalanceMessage(shortfall),
            code: 'purchase.insufficient_balance',
            shortfall,
          } satisfies Partial<ApiError>,
        };
      }
      server.balance -= resource.price;
      const bought: Resource = { ...resource, purchased: true, can_access: true };
      server.resources = server.resources.map((r) => (r.id === bought.id ? bought : r));
      const answer = ok<ResourcePurchaseResponse>({
        result: {
          resource: detailOf(server, bought),
          purchase: {
            id: purchases.size + 1,
            kind: 'resource',
            item_id: bought.id,
            title: bought.title,
            price: bought.price,
            charged: bought.price,
            balance: server.balance,
            created_at: new Date().toISOString(),
          },
        },
      });
      purchases.set(key, answer);
      return answer;
    }),
  };
}
