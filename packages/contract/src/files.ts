/** Uploaded files (chart images, avatars), served from GET /files/{id}. */
import { Type } from 'typebox';

/** GET /files/{id}: uploaded files are addressed by UUID. */
export const FileParamsSchema = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    errorMessage: 'Unknown file',
  }),
});
