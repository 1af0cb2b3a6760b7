import { useId, useState, type ReactNode } from 'react';
import { stageOf } from '../../../shared/booking-process';
import type { BookingStatus } from '../../../shared/booking-statuses';
import {
  ZDeclineBooking,
  ZHandoverCode,
  ZCounterOffer,
  ZProposeMeetupForm,
  type BuyerRow,
  type Order,
} from '../../../shared/schemas/bookings';
import { TRADE } from '../../../shared/i18n/en/trade';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatTaka } from '../../i18n/format';
import { formatMeetupMoment } from '../../i18n/moments';
import { keepLatinDigits } from '../../i18n/typed-digits';
import { useBookingActionRequest, type MeetupStep } from './api';
import { HandoverScanner } from './handover-scanner';
import { MeetAtPicker } from './meet-at-picker';
import { SpotOptions } from './spots';

const t = texts(TRADE);

/** What each side reads for a booking's state ('Requested', 'Completed'). */
export const statusName = (status: BookingStatus) => t(`booking.status.${status}`);

const STATUS_TONE: Partial<Record<BookingStatus, string>> = {
  offered: 'badge-warning',
  pending: 'badge-warning',
  accepted: 'badge-info',
  paid: 'badge-success',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`badge ${STATUS_TONE[status] ?? 'badge-ghost'}`}>{statusName(status)}</span>
  );
}

/**
 * A meet-up time as the thread's events write it: in Dhaka's time, said so, whatever zone the
 * reader's device is set to.
 */
export const formatMeetAt = (iso: string) =>
  t('meetup.dhakaTime', { time: formatMeetupMoment(iso) });

type Action = MeetupStep;

/** One meet-up step on a booking; the lists and the book refresh after it. */
export const useBookingAction = (id: string, action: Action) =>
  useBookingActionRequest(id, action, () => toast.success(t(`meetup.done.${action}`)));

type Meetup = Pick<
  Order,
  | 'id'
  | 'price'
  | 'offer'
  | 'status'
  | 'meetAt'
  | 'meetProposedBy'
  | 'meetingLocation'
  | 'endReason'
  | 'noShow'
  | 'payInPerson'
>;

/**
 * Where the booking's money is, for the reader's side: held for the handover, or going back to
 * the buyer. Nothing before a card payment, nor once it is the seller's.
 */
export function MoneyLine({ money, side }: { money: Order['money']; side: 'buyer' | 'seller' }) {
  if (money !== 'held' && money !== 'refunding' && money !== 'refunded') return null;
  return (
    <span className={`text-sm ${money === 'held' ? 'font-medium' : ''}`}>
      {t(`money.${money}.${side}`)}
    </span>
  );
}

/**
 * Where the meet-up stands, in a sentence for the reader's side. The seller's My Buyers has the
 * place in a column of its own, so there it is the time alone.
 */
function MeetupLine({ meetup, side }: { meetup: Meetup; side: 'buyer' | 'seller' }) {
  const other = side === 'buyer' ? 'seller' : 'buyer';
  const meetingLocation = side === 'buyer' ? meetup.meetingLocation : null;
  const time = meetup.meetAt ? formatMeetAt(meetup.meetAt) : null;
  const when =
    time && meetingLocation ? t('meetup.timeAt', { time, place: meetingLocation }) : time;
  const stage = stageOf(meetup, side);
  let detail: ReactNode;
  if (stage.kind === 'offer' && meetup.offer)
    detail = t(stage.by === 'me' ? 'offer.mine' : 'offer.theirs', {
      price: formatTaka(meetup.offer.price),
      asking: formatTaka(meetup.offer.asking),
    });
  else if (stage.kind === 'no-time') detail = t('meetup.noTime');
  else if (stage.kind === 'proposed')
    detail = `${when} — ${stage.by === 'me' ? t(`meetup.waitingFor.${other}`) : t(`meetup.proposedBy.${other}`)}`;
  else if (stage.kind === 'declined')
    detail = stage.reason && t('meetup.declined', { reason: stage.reason });
  else if (stage.kind === 'no-show')
    detail = stage.absent === 'me' ? t('meetup.markedNoShow') : t(`meetup.noShow.${other}`);
  else detail = when ?? meetingLocation;
  return <span className="text-sm">{detail}</span>;
}

/** A dialog step with a form of its own: the mutation's error shows inside it. */
function StepDialog({
  title,
  label,
  pending,
  error,
  onConfirm,
  onClose,
  children,
  tone = 'primary',
}: {
  title: string;
  label: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
  tone?: 'primary' | 'danger';
}) {
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={label}
      tone={tone}
      pending={pending}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {children}
      <p role="alert" className="min-h-5 text-sm text-error">
        {error}
      </p>
    </ConfirmDialog>
  );
}

const button = 'btn btn-xs min-h-11 sm:min-h-6';

function ProposeButton({ meetup }: { meetup: Meetup }) {
  const [open, setOpen] = useState(false);
  const [meetAt, setMeetAt] = useState('');
  const [place, setPlace] = useState(meetup.meetingLocation);
  const [error, setError] = useState<string | null>(null);
  const propose = useBookingAction(meetup.id, 'propose');
  const ids = useId();
  const submit = () => {
    const checked = ZProposeMeetupForm.safeParse({ meetAt, meetingLocation: place });
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    propose.mutate(checked.data, {
      onSuccess: () => setOpen(false),
      onError: (failure) => setError(errorText(failure)),
    });
  };
  return (
    <>
      <button
        type="button"
        className={`${button} btn-outline`}
        onClick={() => {
          // Each time afresh: a time chosen days ago may no longer be offered.
          setMeetAt('');
          setError(null);
          setOpen(true);
        }}
      >
        {meetup.meetAt ? t('meetup.proposeAnother') : t('meetup.propose')}
      </button>
      {open && (
        <StepDialog
          title={t('meetup.proposeTitle')}
          label={t('meetup.send')}
          pending={propose.isPending}
          error={error}
          onConfirm={submit}
          onClose={() => setOpen(false)}
        >
          <div className="mt-3">
            <MeetAtPicker legend={t('meetup.time')} value={meetAt} onChange={setMeetAt} />
          </div>
          <label htmlFor={`${ids}-where`} className="label mt-3 text-sm">
            {t('meetup.place')}
          </label>
          <input
            id={`${ids}-where`}
            className="input w-full"
            list={`${ids}-spots`}
            value={place}
            onChange={(event) => setPlace(event.target.value)}
          />
          <SpotOptions id={`${ids}-spots`} />
        </StepDialog>
      )}
    </>
  );
}

/** Another price for an open offer, at most the asking price. */
function CounterButton({ meetup }: { meetup: Meetup }) {
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const counter = useBookingAction(meetup.id, 'counter');
  const ids = useId();
  const submit = () => {
    const checked = ZCounterOffer.safeParse({ price });
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    counter.mutate(checked.data, {
      onSuccess: () => setOpen(false),
      onError: (failure) => setError(errorText(failure)),
    });
  };
  return (
    <>
      <button type="button" className={`${button} btn-outline`} onClick={() => setOpen(true)}>
        {t('offer.counter')}
      </button>
      {open && (
        <StepDialog
          title={t('offer.counterTitle')}
          label={t('meetup.send')}
          pending={counter.isPending}
          error={error}
          onConfirm={submit}
          onClose={() => setOpen(false)}
        >
          <label htmlFor={`${ids}-price`} className="label mt-3 text-sm">
            {t('offer.counterLabel', { asking: formatTaka(meetup.offer?.asking ?? meetup.price) })}
          </label>
          <input
            id={`${ids}-price`}
            inputMode="decimal"
            className="input w-full"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </StepDialog>
      )}
    </>
  );
}

/** Accepting the price on the table, or naming another: the offer's two steps for either side. */
function OfferSteps({ meetup, may }: { meetup: Meetup; may: (action: Action) => boolean }) {
  if (!meetup.offer) return null;
  const price = formatTaka(meetup.offer.price);
  return (
    <>
      {may('accept-offer') && (
        <PlainStep
          meetup={meetup}
          action="accept-offer"
          label={t('offer.accept', { price })}
          title={t('offer.acceptTitle', { price })}
          body={t('offer.acceptBody', { price })}
        />
      )}
      {may('counter') && <CounterButton meetup={meetup} />}
    </>
  );
}

/** A step that only asks to be sure (accept, cancel, no-show). */
function PlainStep({
  meetup,
  action,
  label,
  title,
  body,
  tone = 'primary',
}: {
  meetup: Meetup;
  action: Action;
  label: string;
  title: string;
  body: string;
  tone?: 'primary' | 'danger';
}) {
  const [open, setOpen] = useState(false);
  const step = useBookingAction(meetup.id, action);
  return (
    <>
      <button
        type="button"
        className={`${button} ${tone === 'primary' ? 'btn-primary' : 'btn-outline'}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <StepDialog
          title={title}
          label={label}
          tone={tone}
          pending={step.isPending}
          error={step.error ? errorText(step.error) : null}
          onConfirm={() => step.mutate(undefined, { onSuccess: () => setOpen(false) })}
          onClose={() => setOpen(false)}
        >
          <p className="py-3">{body}</p>
        </StepDialog>
      )}
    </>
  );
}

function DeclineButton({
  meetup,
  buyerName,
  refunds,
}: {
  meetup: Meetup;
  buyerName: string;
  /** The buyer paid by card: declining gives it all back. */
  refunds: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decline = useBookingAction(meetup.id, 'decline');
  const ids = useId();
  const submit = () => {
    const checked = ZDeclineBooking.safeParse({ reason });
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    decline.mutate(checked.data, {
      onSuccess: () => setOpen(false),
      onError: (failure) => setError(errorText(failure)),
    });
  };
  return (
    <>
      <button type="button" className={`${button} btn-outline`} onClick={() => setOpen(true)}>
        {meetup.offer ? t('offer.decline') : t('meetup.decline')}
      </button>
      {open && (
        <StepDialog
          title={t('meetup.declineTitle', { name: buyerName })}
          label={t('meetup.decline')}
          tone="danger"
          pending={decline.isPending}
          error={error}
          onConfirm={submit}
          onClose={() => setOpen(false)}
        >
          {refunds && <p className="text-sm">{t('meetup.refundsCard')}</p>}
          <label htmlFor={`${ids}-why`} className="label mt-3 text-sm">
            {t('meetup.declineWhy')}
          </label>
          <textarea
            id={`${ids}-why`}
            className="textarea w-full"
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </StepDialog>
      )}
    </>
  );
}

/** The buyer's handover code and its QR, shown at the meet-up. */
function HandoverCode({ order }: { order: Order }) {
  const renew = useBookingAction(order.id, 'pay-in-person');
  if (!order.handoverCode) return null;
  const code = order.handoverCode;
  return (
    <div className="rounded-box border border-base-300 p-3 text-center">
      <p className="text-sm">{t('meetup.handover.show')}</p>
      <p
        className="font-mono text-3xl font-bold tracking-[0.3em]"
        aria-label={t('meetup.handover.code', { digits: code.split('').join(' ') })}
      >
        {code}
      </p>
      <img
        src={`/api/bookings/${order.id}/handover.svg?c=${code}`}
        alt={t('meetup.handover.qr')}
        width={160}
        height={160}
        className="mx-auto mt-2 size-40 bg-white"
      />
      {/* Paying in person, a new code restores the tries; a card payment's code is its own. */}
      {order.actions.includes('pay-in-person') && (
        <button
          type="button"
          className="btn btn-ghost btn-xs mt-1 min-h-11 sm:min-h-6"
          disabled={renew.isPending}
          onClick={() => renew.mutate(undefined)}
        >
          {t('meetup.handover.renew')}
        </button>
      )}
    </div>
  );
}

/**
 * How a meet-up's steps are laid out: wrapped in My Orders and My Buyers; in one row that scrolls
 * sideways on a phone at the top of a thread, where the messages need the height.
 */
type Layout = {
  /** At the top of a thread: the steps in one row on a phone, the handover code folded. */
  compact?: boolean;
  /** Further steps beside these (paying by card, rating). */
  children?: ReactNode;
};
const stepsRow = (compact: boolean | undefined) =>
  `flex gap-2 empty:hidden ${compact ? 'max-w-full flex-wrap max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:pb-1 [&>*]:shrink-0' : 'flex-wrap'}`;

/** My Orders (and a thread): the meet-up, and the buyer's next steps on it. */
export function BuyerMeetup({ order, compact, children }: { order: Order } & Layout) {
  const may = (action: Order['actions'][number]) => order.actions.includes(action);
  return (
    <div className="flex flex-col items-start gap-2">
      <span className="flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={order.status} />
        <MeetupLine meetup={order} side="buyer" />
      </span>
      <MoneyLine money={order.money} side="buyer" />
      {order.sellerPhone ? (
        <a href={`tel:${order.sellerPhone}`} className="link text-sm">
          {t('meetup.sellerPhone', { phone: order.sellerPhone })}
        </a>
      ) : (
        order.contactWithheld && (
          <span className="text-sm text-base-content/75">
            {t(`orders.contact.${order.contactWithheld}`)}
          </span>
        )
      )}
      {order.actions.length > 0 && (
        <span className={stepsRow(compact)}>
          <OfferSteps meetup={order} may={may} />
          {may('accept') && (
            <PlainStep
              meetup={order}
              action="accept"
              label={t('meetup.acceptTime')}
              title={t('meetup.acceptTitle')}
              body={t('meetup.acceptBody', {
                time: formatMeetAt(order.meetAt!),
                place: order.meetingLocation,
              })}
            />
          )}
          {may('propose') && <ProposeButton meetup={order} />}
          {may('pay-in-person') && !order.payInPerson && (
            <PlainStep
              meetup={order}
              action="pay-in-person"
              label={t('meetup.payInPerson')}
              title={t('meetup.payInPersonTitle')}
              body={t('meetup.payInPersonBody')}
            />
          )}
          {may('no-show') && (
            <PlainStep
              meetup={order}
              action="no-show"
              label={t('meetup.sellerNoShow')}
              title={t('meetup.sellerNoShowTitle')}
              body={t('meetup.sellerNoShowBody')}
              tone="danger"
            />
          )}
          {may('cancel') &&
            (order.offer ? (
              <PlainStep
                meetup={order}
                action="cancel"
                label={t('offer.withdraw')}
                title={t('offer.withdrawTitle')}
                body={t('offer.withdrawBody')}
                tone="danger"
              />
            ) : (
              <PlainStep
                meetup={order}
                action="cancel"
                label={t('meetup.cancel')}
                title={t('meetup.cancelTitle')}
                body={
                  order.money === 'held'
                    ? `${t('meetup.cancelBody')} ${t('meetup.refundsCard')}`
                    : t('meetup.cancelBody')
                }
                tone="danger"
              />
            ))}
          {children}
        </span>
      )}
      {compact && order.handoverCode ? (
        <details className="w-full">
          <summary className="min-h-11 cursor-pointer content-center text-sm font-medium sm:min-h-6">
            {t('meetup.handover.showInThread')}
          </summary>
          <HandoverCode order={order} />
        </details>
      ) : (
        <HandoverCode order={order} />
      )}
    </div>
  );
}

/** My Buyers: the handover code the seller types (or that the QR link filled in). */
function HandoverButton({ row, initialCode }: { row: BuyerRow; initialCode: string | undefined }) {
  const [open, setOpen] = useState(initialCode !== undefined);
  const [code, setCode] = useState(initialCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const confirm = useBookingAction(row.id, 'handover');
  const ids = useId();
  const submit = () => {
    const checked = ZHandoverCode.safeParse({ code });
    if (!checked.success) return setError(messageText(checked.error.issues[0]!.message));
    confirm.mutate(checked.data, {
      onSuccess: () => setOpen(false),
      onError: (failure) => setError(errorText(failure)),
    });
  };
  return (
    <>
      <button type="button" className={`${button} btn-primary`} onClick={() => setOpen(true)}>
        {t('meetup.handover.enter')}
      </button>
      {open && (
        <StepDialog
          title={t('meetup.handover.title', { name: row.buyerName })}
          label={t('meetup.handover.confirm')}
          pending={confirm.isPending}
          error={error}
          onConfirm={submit}
          onClose={() => setOpen(false)}
        >
          <label htmlFor={`${ids}-code`} className="label mt-3 text-sm">
            {t('meetup.handover.codeLabel')}
          </label>
          <input
            id={`${ids}-code`}
            className="input w-full font-mono text-2xl tracking-[0.3em]"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => {
              keepLatinDigits(event.target);
              setCode(event.target.value);
            }}
          />
          <HandoverScanner
            bookingId={row.id}
            onCode={(scanned) => {
              setCode(scanned);
              setError(null);
            }}
          />
        </StepDialog>
      )}
    </>
  );
}

/** My Buyers (and a thread): the meet-up, and the seller's next steps on it. */
export function SellerMeetup({
  row,
  handoverCode,
  compact,
  children,
}: { row: BuyerRow; handoverCode?: string } & Layout) {
  const may = (action: BuyerRow['actions'][number]) => row.actions.includes(action);
  return (
    <div className="flex flex-col items-start gap-2">
      <span className="flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={row.status} />
        <MeetupLine meetup={row} side="seller" />
      </span>
      <MoneyLine money={row.money} side="seller" />
      {may('handover') && (
        <span className="text-sm">
          {t(row.payInPerson ? 'meetup.paysInPerson' : 'meetup.paidByCard')}
        </span>
      )}
      {row.handoverLocked && may('decline') && (
        <span role="status" className="text-sm text-error">
          {messageText('handoverLocked')}
        </span>
      )}
      {row.actions.length > 0 && (
        <span className={stepsRow(compact)}>
          <OfferSteps meetup={row} may={may} />
          {may('accept') && (
            <PlainStep
              meetup={row}
              action="accept"
              label={t('meetup.accept')}
              title={t('meetup.meetTitle', { name: row.buyerName })}
              body={t('meetup.meetBody', {
                time: formatMeetAt(row.meetAt!),
                place: row.meetingLocation,
              })}
            />
          )}
          {may('propose') && <ProposeButton meetup={row} />}
          {may('handover') && <HandoverButton row={row} initialCode={handoverCode} />}
          {may('no-show') && (
            <PlainStep
              meetup={row}
              action="no-show"
              label={t('meetup.buyerNoShow')}
              title={t('meetup.buyerNoShowTitle')}
              body={t('meetup.buyerNoShowBody')}
              tone="danger"
            />
          )}
          {may('decline') && (
            <DeclineButton meetup={row} buyerName={row.buyerName} refunds={row.money === 'held'} />
          )}
          {children}
        </span>
      )}
    </div>
  );
}
