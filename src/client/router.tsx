import { lazy } from 'react';
import { Outlet, Route, Routes, useParams } from 'react-router';
import { CATEGORIES } from '../shared/constants';
import { RequireAuth } from './features/auth/require-auth';
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
const DashboardRoutes = lazy(() => import('./dashboard-routes'));
const CategoryBooksPage = lazy(() => import('./pages/category-books-page'));
const BookPage = lazy(() => import('./pages/book-page'));
const SearchPage = lazy(() => import('./pages/search-page'));
const SellerPage = lazy(() => import('./pages/seller-page'));

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
    {/* The dashboard's pages, and their routes, load with the dashboard: no visitor's page carries them. */}
    <Route element={<RequireAuth />}>
      <Route path="dashboard/*" element={<DashboardRoutes />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}
