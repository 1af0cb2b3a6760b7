import { Inbox } from '../../features/messages/inbox';

/** The signed-in person's conversations. */
export default function MyMessagesPage() {
  return <Inbox kind="mine" />;
}
