// The resource widgets in their states: the center (loading, the library with its
// featured row, empty, error, signed out) and a resource's page (a free article, a paid PDF not
// bought with its Buy action, the same PDF bought, a free video, a short balance), in uz, ru and
// en. The API is the kit's fake (tests/kit/resources.ts) through story-kit.tsx.
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { ResourceCenter, ResourceDetail } from '@savdo/widgets';
import {
  makeResourceLibrary,
  makeUser,
  ok,
  resourcesRoutes,
  type ResourcesServer,
} from '../../../../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Resources', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const BALANCE = 250_000;

function resourcesApi(
  change: (server: ResourcesServer) => void = () => undefined,
  state?: ApiState,
  balance = BALANCE,
) {
  return {
    fakeApi: {
      routes: () => {
        const server = makeResourceLibrary(balance);
        if (state === 'empty') server.resources = [];
        change(server);
        return {
          ...resourcesRoutes(server),
          'GET /users/me': () => ok({ result: makeUser({ balance: server.balance }) }),
        };
      },
      state: state === 'empty' ? 'ready' : state,
    },
  };
}

const signedIn =
  (node: ReactNode, balance = BALANCE) =>
  () => <StorySignedIn balance={balance}>{node}</StorySignedIn>;

const inLanguages = (base: Story): Record<Language, Story> => ({
  uz: { ...base, decorators: [withLanguage('uz')] },
  ru: { ...base, decorators: [withLanguage('ru')] },
  en: { ...base, decorators: [withLanguage('en')] },
});

// ---- The center ---------------------------------------------------------------------------

const center: Story = { parameters: resourcesApi(), render: signedIn(<ResourceCenter />) };
const centers = inLanguages(center);
export const Center = centers.en;
export const CenterUz = centers.uz;
export const CenterRu = centers.ru;

export const CenterLoading: Story = {
  parameters: resourcesApi(undefined, 'loading'),
  render: signedIn(<ResourceCenter />),
};
export const CenterEmpty: Story = {
  parameters: resourcesApi(undefined, 'empty'),
  render: signedIn(<ResourceCenter />),
};
export const CenterError: Story = {
  parameters: resourcesApi(undefined, 'error'),
  render: signedIn(<ResourceCenter />),
};
export const CenterSignedOut: Story = {
  parameters: resourcesApi(),
  render: () => <ResourceCenter />,
};

// ---- A resource ---------------------------------------------------------------------------

export const FreeArticle: Story = {
  parameters: resourcesApi(),
  render: signedIn(<ResourceDetail resourceId={1} />),
};

const paidPdf: Story = {
  parameters: resourcesApi(),
  render: signedIn(<ResourceDetail resourceId={2} />),
};
const paidPdfs = inLanguages(paidPdf);
export const PaidPdfLocked = paidPdfs.en;
export const PaidPdfLockedUz = paidPdfs.uz;
export const PaidPdfLockedRu = paidPdfs.ru;

export const PaidPdfBought: Story = {
  parameters: resourcesApi((server) => {
    server.resources = server.resources.map((r) =>
      r.id === 2 ? { ...r, purchased: true, can_access: true } : r,
    );
  }),
  render: signedIn(<ResourceDetail resourceId={2} />),
};

export const FreeVideo: Story = {
  parameters: resourcesApi(),
  render: signedIn(<ResourceDetail resourceId={3} />),
};

/** Buy opens the dialog in its insufficient-balance state (the spec's text and a top-up). */
export const ShortBalance: Story = {
  parameters: resourcesApi(undefined, undefined, 10_000),
  render: signedIn(<ResourceDetail resourceId={2} />, 10_000),
};

export const ResourceLoading: Story = {
  parameters: resourcesApi(undefined, 'loading'),
  render: signedIn(<ResourceDetail resourceId={1} />),
};
export const ResourceError: Story = {
  parameters: resourcesApi(undefined, 'error'),
  render: signedIn(<ResourceDetail resourceId={1} />),
};
