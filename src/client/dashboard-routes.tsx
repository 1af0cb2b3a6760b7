import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireRole } from './features/auth/require-auth';
import { DashboardLayout } from './layouts/dashboard-layout';

// The dashboard's routes, under /dashboard: loaded with the dashboard, so that the pages a visitor
// meets first carry none of them. Every page is its own chunk.
const ProfilePage = lazy(() => import('./pages/dashboard/profile-page'));
const AllSellersPage = lazy(() => import('./pages/dashboard/all-sellers-page'));
const AllBuyersPage = lazy(() => import('./pages/dashboard/all-buyers-page'));
const AdminsPage = lazy(() => import('./pages/dashboard/admins-page'));
const MeetupSpotsPage = lazy(() => import('./pages/dashboard/meetup-spots-page'));
const CampusesPage = lazy(() => import('./pages/dashboard/campuses-page'));
const WantedPage = lazy(() => import('./pages/dashboard/wanted-page'));
const AddBookPage = lazy(() => import('./pages/dashboard/add-book-page'));
const EditBookPage = lazy(() => import('./pages/dashboard/edit-book-page'));
const MyProductsPage = lazy(() => import('./pages/dashboard/my-products-page'));
const ReportedItemsPage = lazy(() => import('./pages/dashboard/reported-items-page'));
const WishlistPage = lazy(() => import('./pages/dashboard/wishlist-page'));
const MyOrdersPage = lazy(() => import('./pages/dashboard/my-orders-page'));
const MyBuyersPage = lazy(() => import('./pages/dashboard/my-buyers-page'));
const PaymentPage = lazy(() => import('./pages/dashboard/payment-page'));
const PayoutsPage = lazy(() => import('./pages/dashboard/payouts-page'));
const SellerPayoutsPage = lazy(() => import('./pages/dashboard/seller-payouts-page'));
const MessagesPage = lazy(() => import('./pages/dashboard/messages-page'));
const ReportedChatsPage = lazy(() => import('./pages/dashboard/reported-chats-page'));
const OverviewPage = lazy(() => import('./pages/dashboard/overview-page'));
const ModerationPage = lazy(() => import('./pages/dashboard/moderation-page'));
const UsersPage = lazy(() => import('./pages/dashboard/users-page'));
const UserPage = lazy(() => import('./pages/dashboard/user-page'));
const AuditLogPage = lazy(() => import('./pages/dashboard/audit-log-page'));
const ContactInboxPage = lazy(() => import('./pages/dashboard/contact-inbox-page'));
const NotificationsPage = lazy(() => import('./pages/dashboard/notifications-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** The dashboard's pages as route elements (paths relative to /dashboard): the prerender reads them. */
export const dashboardRoutes = (
  <Route element={<DashboardLayout />}>
    <Route index element={<ProfilePage />} />
    <Route path="messages" element={<MessagesPage />} />
    <Route path="messages/:id" element={<MessagesPage />} />
    <Route path="wanted" element={<WantedPage />} />
    <Route path="notifications" element={<NotificationsPage />} />
    <Route element={<RequireRole roles={['buyer']} />}>
      <Route path="myOrders" element={<MyOrdersPage />} />
      <Route path="myWishLists" element={<WishlistPage />} />
      <Route path="payment/:id" element={<PaymentPage />} />
    </Route>
    <Route element={<RequireRole roles={['seller']} />}>
      <Route path="addProduct" element={<AddBookPage />} />
      <Route path="myProducts" element={<MyProductsPage />} />
      <Route path="myProducts/:id/edit" element={<EditBookPage />} />
      <Route path="myBuyers" element={<MyBuyersPage />} />
      <Route path="payouts" element={<PayoutsPage />} />
    </Route>
    <Route element={<RequireRole roles={['admin']} />}>
      <Route path="overview" element={<OverviewPage />} />
      <Route path="moderation" element={<ModerationPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/:id" element={<UserPage />} />
      <Route path="audit" element={<AuditLogPage />} />
      <Route path="inbox" element={<ContactInboxPage />} />
      <Route path="allSellers" element={<AllSellersPage />} />
      <Route path="allBuyers" element={<AllBuyersPage />} />
      <Route path="admins" element={<AdminsPage />} />
      <Route path="meetupSpots" element={<MeetupSpotsPage />} />
      <Route path="campuses" element={<CampusesPage />} />
      <Route path="sellerPayouts" element={<SellerPayoutsPage />} />
      <Route path="reportedItem" element={<ReportedItemsPage />} />
      <Route path="reportedChats" element={<ReportedChatsPage />} />
      <Route path="reportedChats/:id" element={<ReportedChatsPage />} />
      {/* Spec §2: the payment route without an id is the admin's reported items screen. */}
      <Route path="payment" element={<ReportedItemsPage />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export default function DashboardRoutes() {
  return <Routes>{dashboardRoutes}</Routes>;
}
