import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

export const PASSWORD = 'Secret#123';
let counter = 0;

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${process.pid}-${++counter}@campus.test`;

/** Signs up through the API; the page's browser context then holds the session cookie. */
export async function signUpAs(page: Page, role: 'buyer' | 'seller', name = `Test ${role}`) {
  const email = uniqueEmail(role);
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, role },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, name };
}

export async function signInAsAdmin(request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
}
