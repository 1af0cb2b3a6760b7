import { useQuery } from '@tanstack/react-query';
import type { BookingDetail, BuyerRow, Order } from '../../../shared/schemas/bookings';
import { apiRequest } from '../../api/http';

export const useMyOrders = () =>
  useQuery({
    queryKey: ['orders', 'mine'],
    queryFn: () => apiRequest<Order[]>('/api/me/bookings'),
  });
export const useMyBuyers = () =>
  useQuery({
    queryKey: ['orders', 'buyers'],
    queryFn: () => apiRequest<BuyerRow[]>('/api/me/buyers'),
  });
export const useBooking = (id: string) =>
  useQuery({
    queryKey: ['orders', 'one', id],
    queryFn: () => apiRequest<BookingDetail>(`/api/bookings/${id}`),
  });
