import { zodResolver } from '../../api/zod-resolver';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ZBookingForm, ZOfferForm, type BookingForm } from '../../../shared/schemas/bookings';
import type { Book } from '../../../shared/schemas/books';
import { CAMPUS } from '../../../shared/i18n/en/campus';
import { TRADE } from '../../../shared/i18n/en/trade';
import { showServerFieldErrors } from '../../api/form-errors';
import { ApiRequestError } from '../../api/http';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { formatTaka, takaAmount } from '../../i18n/format';
import { useSession } from '../auth/session';
import { CampusChoice } from '../profile/campus-choice';
import { useSettings } from '../profile/api';
import { usePlaceBooking } from './api';
import { MeetAtPicker } from './meet-at-picker';
import { SpotOptions } from './spots';

const t = texts(TRADE);
const c = texts(CAMPUS);

/**
 * Spec §2's booking modal: who and what are fixed; the buyer gives a phone number and a place.
 * `offering`: Make an Offer, the same request with a price of the buyer's, asked first.
 */
export function BookingModal({
  book,
  offering = false,
  onClose,
}: {
  book: Pick<Book, 'id' | 'name' | 'price'> & { campus?: Book['campus'] };
  offering?: boolean;
  onClose: () => void;
}) {
  const { data: user } = useSession();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError, setFocus, setValue, getValues, control } =
    useForm({
      resolver: zodResolver(offering ? ZOfferForm : ZBookingForm),
      defaultValues: { bookId: book.id, phone: '', meetingLocation: '', meetAt: '' } as BookingForm,
    });
  const meetAt = useWatch({ control, name: 'meetAt' });
  // The number My Profile keeps is filled in, unless one was typed first.
  const phone = useSettings().data?.phone;
  useEffect(() => {
    if (phone && !getValues('phone')) setValue('phone', phone);
  }, [phone, getValues, setValue]);
  useEffect(() => {
    ref.current?.showModal();
    // The dialog focuses its first field, which is fixed; the first one to fill in is the phone
    // (the price, for an offer).
    setFocus(offering ? 'offer' : 'phone');
  }, [setFocus, offering]);

  const place = usePlaceBooking({
    onPlaced: () => {
      // An offer is answered in the conversation: the reader stays where they made it.
      if (offering) {
        toast.success(t('booking.offerSent'));
        ref.current?.close();
        return;
      }
      toast.success(messageText('bookingConfirmed'));
      navigate('/dashboard/myOrders');
    },
    onError: (error) => {
      showServerFieldErrors(error, setError);
      toast.error(errorText(error));
    },
  });
  // What went wrong stays in the modal too, beside the button that failed, with the way on.
  const failure = place.error instanceof ApiRequestError ? place.error : null;

  return (
    <dialog ref={ref} className="modal" onClose={onClose} aria-labelledby="booking-title">
      <div className="modal-box">
        <h2 id="booking-title" className="text-xl font-bold">
          {t(offering ? 'booking.offerTitle' : 'booking.title', { name: book.name })}
        </h2>
        <form
          noValidate
          aria-label={t('booking.form')}
          onSubmit={handleSubmit((input) => place.mutate(input))}
          className="mt-4"
        >
          {/* What the server fills in, small and two abreast: the fields to fill come first on a phone. */}
          <div className="mb-3 grid grid-cols-2 gap-x-3 gap-y-1">
            <TextField
              compact
              label={t('booking.yourName')}
              value={user?.name ?? ''}
              disabled
              readOnly
            />
            <TextField
              compact
              label={t('booking.yourEmail')}
              value={user?.email ?? ''}
              disabled
              readOnly
            />
            <TextField compact label={t('booking.book')} value={book.name} readOnly />
            <TextField
              compact
              label={t('booking.price')}
              value={t('booking.priceValue', { amount: takaAmount(book.price) })}
              readOnly
            />
          </div>
          {user && !user.campusId && <CampusChoice prompt={c('campus.first')} />}
          {offering && (
            <TextField
              label={t('booking.offer', { price: formatTaka(book.price) })}
              inputMode="decimal"
              required
              error={formState.errors.offer?.message}
              {...register('offer')}
            />
          )}
          <TextField
            label={t('booking.phone')}
            type="tel"
            autoComplete="tel"
            required
            placeholder="01712345678"
            error={formState.errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={t('booking.place')}
            required
            placeholder={t('booking.placeExample')}
            list="meetup-spots"
            error={formState.errors.meetingLocation?.message}
            {...register('meetingLocation')}
          />
          <SpotOptions id="meetup-spots" campusId={book.campus?.id ?? null} />
          <MeetAtPicker
            legend={t('booking.meetAt')}
            optional
            value={meetAt ?? ''}
            onChange={(value) =>
              setValue('meetAt', value, { shouldValidate: formState.isSubmitted })
            }
            error={formState.errors.meetAt?.message}
          />
          {failure && Object.keys(failure.fields).length === 0 && (
            <div role="alert" className="alert alert-error alert-soft mt-2">
              <span>{errorText(failure)}</span>
              {failure.code === 'ALREADY_BOOKED' && (
                <Link to="/dashboard/myOrders" className="btn btn-sm">
                  {t('orders.title')}
                </Link>
              )}
            </div>
          )}
          <div className="modal-action">
            <button type="button" className="btn" onClick={() => ref.current?.close()}>
              {t('booking.cancel')}
            </button>
            <SubmitButton pending={place.isPending}>
              {t(offering ? 'booking.sendOffer' : 'booking.confirm')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </dialog>
  );
}
