import { Navigate } from 'react-router';
import { LandingIsItsOwnPage } from './routes/landing-page-load';
import { RootLayout } from './layouts/root-layout';
import { paths } from './paths';
import type { AppRoute } from './route-modules';

const a = paths.admin;
const c = paths.carrier;

// Every route is lazy: a page downloads its own code. The landing is a page of its own (landing.html,
// src/landing-main.ts): it never downloads this router. Each route module names its screen in `handle`
// (its title travels with it); RootLayout sets the tab's title. main.tsx (browser) and prerender.tsx
// (the public pages' HTML at build time) make a router of these routes.
export const routes: AppRoute[] = [
  {
    Component: RootLayout,
    children: [
      { path: paths.home, Component: LandingIsItsOwnPage },
      {
        lazy: () => import('./layouts/public-layout'),
        children: [
          { path: paths.adminLogin, lazy: () => import('../features/auth/admin-login-page') },
          { path: paths.forgotPassword, lazy: () => import('../features/password/forgot-password-page') },
          { path: paths.resetPassword.path, lazy: () => import('../features/password/reset-password-page') },
          {
            path: paths.uploadDocuments.path,
            lazy: () => import('../features/documents/upload-by-link-page'),
          },
          { path: paths.confirmEmail.path, lazy: () => import('../features/account/confirm-email-page') },
        ],
      },
      {
        path: c.root,
        lazy: () => import('./layouts/carrier-layout'),
        children: [
          { index: true, element: <Navigate to={c.loans} replace /> },
          { path: c.loans, lazy: () => import('../features/loans/own-loans-page') },
          { path: c.payments, lazy: () => import('../features/payments/own-payments-page') },
          { path: c.addPayment, lazy: () => import('../features/payments/create-payment-page') },
          { path: c.requests, lazy: () => import('../features/credit-requests/own-requests-page') },
          { path: c.addRequest, lazy: () => import('../features/credit-requests/create-own-request-page') },
          { path: c.account, lazy: () => import('../features/account/account-page') },
          { path: c.documents, lazy: () => import('../features/documents/own-documents-page') },
        ],
      },
      {
        path: a.root,
        lazy: () => import('./layouts/admin-layout'),
        children: [
          // Screens needing a permission the administrator lacks say so instead (lib/permissions.ts).
          {
            lazy: () => import('./layouts/section-guard'),
            children: [
              { index: true, element: <Navigate to={a.incomes} replace /> },
              { path: a.summary, lazy: () => import('../features/reports/summary-page') },
              { path: a.incomes, lazy: () => import('../features/books/incomes-page') },
              { path: a.addIncome, lazy: () => import('../features/books/create-income-page') },
              { path: a.expenses, lazy: () => import('../features/books/expenses-page') },
              { path: a.addExpense, lazy: () => import('../features/books/create-expense-page') },
              { path: a.funds, lazy: () => import('../features/books/funds-page') },
              { path: a.prices, lazy: () => import('../features/prices/prices-page') },
              { path: a.addPrice, lazy: () => import('../features/prices/create-price-page') },
              { path: a.interests, lazy: () => import('../features/interests/interests-page') },
              { path: a.addInterest, lazy: () => import('../features/interests/create-interest-page') },
              { path: a.rules, lazy: () => import('../features/rules/rules-page') },
              { path: a.addRule, lazy: () => import('../features/rules/create-rule-page') },
              { path: a.settings, lazy: () => import('../features/settings/settings-page') },
              { path: a.accounts, lazy: () => import('../features/chart/accounts-page') },
              { path: a.books, lazy: () => import('../features/accounting/accounting-page') },
              { path: a.users, lazy: () => import('../features/administrators/administrators-page') },
              { path: a.roles, lazy: () => import('../features/roles/roles-page') },
              { path: a.addUser, lazy: () => import('../features/administrators/create-administrator-page') },
              {
                path: a.editUser.path,
                lazy: () => import('../features/administrators/edit-administrator-page'),
              },
              { path: a.organizations, lazy: () => import('../features/organizations/organizations-page') },
              {
                path: a.addOrganization,
                lazy: () => import('../features/organizations/create-organization-page'),
              },
              {
                path: a.editOrganization.path,
                lazy: () => import('../features/organizations/edit-organization-page'),
              },
              { path: a.affiliates, lazy: () => import('../features/affiliates/affiliates-page') },
              { path: a.addAffiliate, lazy: () => import('../features/affiliates/create-affiliate-page') },
              {
                path: a.editAffiliate.path,
                lazy: () => import('../features/affiliates/edit-affiliate-page'),
              },
              { path: a.carriers, lazy: () => import('../features/carriers/carriers-page') },
              { path: a.addCarrier, lazy: () => import('../features/carriers/create-carrier-page') },
              { path: a.editCarrier.path, lazy: () => import('../features/carriers/edit-carrier-page') },
              { path: a.payments, lazy: () => import('../features/payments/payments-page') },
              { path: a.loans, lazy: () => import('../features/loans/loans-page') },
              { path: a.loan.path, lazy: () => import('../features/loans/loan-page') },
              { path: a.collections, lazy: () => import('../features/collections/collections-page') },
              { path: a.requests, lazy: () => import('../features/credit-requests/requests-page') },
              { path: a.audit, lazy: () => import('../features/audit/audit-page') },
              { path: a.mail, lazy: () => import('../features/mail/mail-page') },
              {
                path: a.authorizations,
                lazy: () => import('../features/authorizations/authorizations-page'),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
];
