import { lazy } from 'react';
import { Outlet, Route, Routes, useParams } from 'react-router';
import { CATEGORIES } from '../shared/constants';
import { RequireAuth, RequireRole } from './features/auth/require-auth';
import { MainLayout } from './layouts/main-layout';
import HomePage from './pages/home-page';

// Spec §2's routes. Home ships with the first load; every other page is its own chunk.
const CategoriesPage = lazy(() => import('./pages/categories-page'));
const BlogsPage = lazy(() => import('./pages/blogs-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));
const AboutPage = lazy(() => import('./pages/about-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const RegisterPage = lazy(() => import('./pages/register-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
const ConfirmEmailPage = lazy(() => import('./pages/confirm-email-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const DashboardLayout = lazy(() =>
  import('./layouts/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);
const ProfilePage = lazy(() => import('./pages/dashboard/profile-page'));
const AllSellersPage = lazy(() => import('./pages/dashboard/all-sellers-page'));
const AllBuyersPage = lazy(() => import('./pages/dashboard/all-buyers-page'));
const AdminsPage = lazy(() => import('./pages/dashboard/admins-page'));
const MeetupSpotsPage = lazy(() => import('./pages/dashboard/meetup-spots-page'));
const CampusesPage = lazy(() => import('./pages/dashboard/campuses-page'));
const WantedPage = lazy(() => import('./pages/dashboard/wanted-page'));
const CategoryBooksPage = lazy(() => import('./pages/category-books-page'));
const BookPage = lazy(() => import('./pages/book-page'));
const SearchPage = lazy(() => import('./pages/search-page'));
const SellerPage = lazy(() => import('./pages/seller-page'));
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

/**
 * An address naming none of the six categories is the 404 page, for anyone, signed in or not: the
 * server answers it with that page, and the browser takes it over as it is.
 */
function KnownCategory() {
  const { id } = useParams();
  return CATEGORIES.some((category) => category.id === id) ? <Outlet /> : <NotFoundPage />;
}

/** Every page, as route elements: the browser renders them, and the prerender reads their paths. */
export const appRoutes = (
  <Route element={<MainLayout />}>
    <Route index element={<HomePage />} />
    <Route path="categories" element={<CategoriesPage />} />
    <Route path="blogs" element={<BlogsPage />} />
    <Route path="blog/:id" element={<BlogPostPage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="register" element={<RegisterPage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="confirm-email" element={<ConfirmEmailPage />} />
    <Route path="search" element={<SearchPage />} />
    <Route path="seller/:id" element={<SellerPage />} />
    <Route path="category/:id" element={<KnownCategory />}>
      <Route element={<RequireAuth whileChecking="page" />}>
        <Route index element={<CategoryBooksPage />} />
      </Route>
    </Route>
    {/* A shared link opens the book for anyone; acting on it asks to sign in first. */}
    <Route path="book/:id" element={<BookPage />} />
    <Route element={<RequireAuth />}>
      <Route path="dashboard" element={<DashboardLayout />}>
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
      </Route>
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}
