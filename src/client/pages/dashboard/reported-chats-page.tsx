import { MessagesPage } from './messages-page';

/** The admins' view of conversations either side reported: read, never written in. */
export default function ReportedChatsPage() {
  return <MessagesPage kind="reported" />;
}
