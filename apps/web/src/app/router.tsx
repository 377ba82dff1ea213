import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from './paths';
import { RouteError } from './route-error';

const placeholder = () => import('./placeholder-page');

/** A screen a later issue builds: for now its title inside its layout (read by placeholder-page). */
const todo = (path: string, title: string): RouteObject => ({ path, handle: { title }, lazy: placeholder });

const a = paths.admin;
const c = paths.carrier;

// Every route is lazy: a page downloads its own code, and the landing never pulls the panels.
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Nothing to show while the first page's code arrives; the page itself paints right after.
    HydrateFallback: () => null,
    children: [
      { path: paths.home, lazy: () => import('./routes/landing') },
      {
        lazy: () => import('./layouts/public-layout'),
        children: [
          { path: paths.adminLogin, lazy: () => import('../features/auth/admin-login-page') },
          todo(paths.forgotPassword, 'Recuperar contraseña'),
          todo(paths.resetPassword.path, 'Cambiar contraseña'),
        ],
      },
      {
        path: c.root,
        lazy: () => import('./layouts/carrier-layout'),
        children: [
          { index: true, loader: () => redirect(c.loans) },
          todo(c.loans, 'Prestamos'),
          todo(c.payments, 'Pagos'),
          todo(c.addPayment, 'Agregar pago'),
          todo(c.requests, 'Solicitudes'),
          todo(c.addRequest, 'Agregar solicitud'),
        ],
      },
      {
        path: a.root,
        lazy: () => import('./layouts/admin-layout'),
        children: [
          { index: true, loader: () => redirect(a.incomes) },
          todo(a.incomes, 'Ingresos'),
          todo(a.addIncome, 'Agregar ingreso'),
          todo(a.expenses, 'Egresos'),
          todo(a.addExpense, 'Agregar egreso'),
          todo(a.funds, 'Fondos'),
          { path: a.prices, lazy: () => import('../features/prices/prices-page') },
          { path: a.addPrice, lazy: () => import('../features/prices/create-price-page') },
          todo(a.interests, 'Intereses'),
          todo(a.addInterest, 'Agregar interés'),
          todo(a.rules, 'Reglas de cuota'),
          todo(a.addRule, 'Agregar regla'),
          todo(a.users, 'Administradores'),
          todo(a.addUser, 'Agregar administrador'),
          todo(a.editUser.path, 'Editar administrador'),
          todo(a.organizations, 'Organizaciones'),
          todo(a.addOrganization, 'Agregar organización'),
          todo(a.editOrganization.path, 'Editar organización'),
          todo(a.affiliates, 'Afiliados'),
          todo(a.addAffiliate, 'Agregar afiliado'),
          todo(a.editAffiliate.path, 'Editar afiliado'),
          todo(a.carriers, 'Transportistas'),
          todo(a.addCarrier, 'Agregar transportista'),
          todo(a.editCarrier.path, 'Editar transportista'),
          todo(a.payments, 'Pagos'),
          todo(a.loans, 'Prestamos'),
          todo(a.requests, 'Solicitudes'),
        ],
      },
      { path: '*', lazy: () => import('./not-found-page') },
    ],
  },
]);
