/**
 * Chat and presence (docs/decisions/0240-chat-conversations-and-membership.md): community rooms per
 * language and support conversations, history, sending with images, who is online across processes,
 * moderation (decisions 0240-0243). Admin replies in support conversations are announced through
 * `onSupportReply` (support-replies.ts) for the notifications feature.
 */
import { SIGNED_IN } from '../../live/audience';
import { defineFeature } from '../feature';
import { adminSupportRoutes } from './admin-support-routes';
import { chatDeleteCommand, chatMuteCommand, chatMutesCommand, chatUnmuteCommand } from './admin';
import { deleteOrphanImages } from './repository';
import { chatRoutes } from './routes';
import { seedDemoChat } from './seed';

export const chatFeature = defineFeature({
  name: 'chat',
  routes: [chatRoutes, adminSupportRoutes],
  // After users (the demo authors).
  seed: seedDemoChat,
  adminCommands: [chatDeleteCommand, chatMuteCommand, chatUnmuteCommand, chatMutesCommand],
  jobs: [
    {
      name: 'chat-orphan-images',
      everyMs: 60 * 60_000,
      run: async (ctx) => {
        await deleteOrphanImages(ctx.db);
      },
    },
  ],
  // A message and a deletion go to the conversation's members: the service names them.
  liveAudiences: {
    'chat.message': 'explicit',
    'chat.deleted': 'explicit',
    presence: () => SIGNED_IN,
  },
});
