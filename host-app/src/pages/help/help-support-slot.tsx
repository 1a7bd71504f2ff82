// The support conversation's place on /help: the chat widget opened on the trader's support
// conversation with the team (the same conversation as the chat panel's Support tab).
import { Chat } from '@savdo/widgets/chat';

export function HelpSupportSlot() {
  return <Chat room="support" hideOnline hideTitle />;
}
