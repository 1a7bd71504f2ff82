/**
 * GET /widgets/preview (at the site's root, not under the API): the widget gallery's live
 * preview frame (preview-page.ts). Where the partner demo page runs, the frame is sent on to the
 * same preview on that other origin, so the builder shows the element as a partner's page gets
 * it (public mode, the demo partner's key); elsewhere it is drawn here, on our own origin.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { readWidgetPreview, renderWidgetPreview, widgetPreviewPolicy } from './preview-page';

export const widgetPreviewPage: FastifyPluginAsync = async (app) => {
  app.get('/widgets/preview', async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const preview = readWidgetPreview(query);
    if (!preview) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('The preview needs tag=savdo-<element>.');
    }
    const partnerOrigin = app.ctx.widgetPreview.partnerOrigin;
    if (partnerOrigin) return reply.redirect(`${partnerOrigin}/preview?${query}`, 302);
    const origin = `${request.protocol}://${request.host}`;
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', widgetPreviewPolicy(origin, nonce, "'self'"))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderWidgetPreview(preview, { nonce, apiOrigin: origin, partnerKey: '' }));
  });
};
