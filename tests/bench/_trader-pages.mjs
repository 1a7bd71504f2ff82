// Every page a signed-in trader opens, as paths to load on the demo data: the host app's page
// table (its signed-in pages but the back office) with the demo seed's ids for the pages about
// one course, lesson, resource or bot. Shared by the Lighthouse and the layout-shift benches.
import { hostPageTable } from './_host-measure.mjs';

/** Demo-data ids for the pages about one course, lesson, resource or bot (the demo seed's). */
const DEMO_IDS = { id: '2', courseId: '2', lessonId: '9' };
const DEMO_PATHS = {
  '/resource-center/:id': '/resource-center/5',
  '/algo-trading/:id': '/algo-trading/4',
  '/copy-trade/:id': '/copy-trade/1',
};

/** The paths; `myAdvisor`: the id of the demo trader's own expert advisor. */
export const traderPaths = (myAdvisor) =>
  hostPageTable()
    .filter((p) => p.kind === 'private' && p.id !== 'admin')
    .map((p) =>
      p.path === '/algo-trading/my/:id'
        ? `/algo-trading/my/${myAdvisor}`
        : (DEMO_PATHS[p.path] ?? p.path.replace(/:(\w+)/g, (_, name) => DEMO_IDS[name] ?? '1')),
    );

/** The id of the demo trader's first expert advisor, asked of the API. */
export async function myAdvisorId(base) {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: 'trader',
    password: 'trader123',
  });
  const login = await (
    await fetch(`${base}/api/v1/auth/jwt/login`, { method: 'POST', body })
  ).json();
  const mine = await (
    await fetch(`${base}/api/v1/algo-trade/my-purchases`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    })
  ).json();
  return mine.result.data[0]?.id ?? 1;
}
