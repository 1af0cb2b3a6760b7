import { NotFound } from '../components/not-found';

/** An address the app has no page for. */
export default function NotFoundPage() {
  return <NotFound />;
}
