import { BadgeCheck } from 'lucide-react';

/** The blue tick shown beside a verified seller's name, wherever the name appears. */
export function VerifiedTick({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className="inline-flex align-middle text-info" title="Verified seller">
      <BadgeCheck className="size-5" aria-hidden="true" />
      <span className="sr-only">(verified seller)</span>
    </span>
  );
}
