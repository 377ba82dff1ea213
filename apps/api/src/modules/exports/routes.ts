import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  administratorsQuery,
  affiliatesQuery,
  auditQuery,
  carriersQuery,
  expensesQuery,
  fundsQuery,
  incomesQuery,
  loansQuery,
  organizationsQuery,
  paymentsQuery,
  requestsQuery,
} from '@app/domain';
import { exportRoute } from '../../lib/exports/export-route';
import { administratorExportColumns, administratorsList } from '../administrators';
import { affiliateExportColumns, affiliatesList } from '../affiliates';
import { auditExportColumns, auditList } from '../audit';
import {
  expenseExportColumns,
  fundExportColumns,
  incomeExportColumns,
  expensesList,
  fundsList,
  incomesList,
} from '../books';
import { carrierExportColumns, carriersList } from '../carriers';
import { requestExportColumns, requestsList } from '../credit-requests';
import { loanExportColumns, loansList } from '../loans';
import { organizationExportColumns, organizationsList } from '../organizations';
import { paymentExportColumns, paymentsList } from '../payments';

const tags = ['exports'];

/** Every back-office list as a file: `<its path>/export?format=csv|xlsx&<its filters>` (issue 14). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  exportRoute(
    app,
    '/api/loan',
    loansQuery,
    { list: loansList, columns: loanExportColumns, file: 'prestamos', sheet: 'Préstamos', entity: 'loan' },
    tags,
  );
  exportRoute(
    app,
    '/api/payment',
    paymentsQuery,
    { list: paymentsList, columns: paymentExportColumns, file: 'pagos', sheet: 'Pagos', entity: 'payment' },
    tags,
  );
  exportRoute(
    app,
    '/api/ingress',
    incomesQuery,
    {
      list: incomesList,
      columns: incomeExportColumns,
      file: 'ingresos',
      sheet: 'Ingresos',
      entity: 'income',
    },
    tags,
  );
  exportRoute(
    app,
    '/api/expenses',
    expensesQuery,
    {
      list: expensesList,
      columns: expenseExportColumns,
      file: 'egresos',
      sheet: 'Egresos',
      entity: 'expense',
    },
    tags,
  );
  exportRoute(
    app,
    '/api/funds',
    fundsQuery,
    {
      list: fundsList,
      columns: fundExportColumns,
      file: 'fondos',
      sheet: 'Fondos',
      entity: 'fund',
      everyLine: true,
    },
    tags,
  );
  exportRoute(
    app,
    '/api/request-carrier',
    requestsQuery,
    {
      list: requestsList,
      columns: requestExportColumns,
      file: 'solicitudes',
      sheet: 'Solicitudes',
      entity: 'credit-request',
    },
    tags,
  );
  exportRoute(
    app,
    '/api/affiliate',
    affiliatesQuery,
    {
      list: affiliatesList,
      columns: affiliateExportColumns,
      file: 'afiliados',
      sheet: 'Afiliados',
      entity: 'affiliate',
    },
    tags,
  );
  exportRoute(
    app,
    '/api/carrier',
    carriersQuery,
    {
      list: carriersList,
      columns: carrierExportColumns,
      file: 'transportistas',
      sheet: 'Transportistas',
      entity: 'carrier',
    },
    tags,
  );
  exportRoute(
    app,
    '/api/organization',
    organizationsQuery,
    {
      list: organizationsList,
      columns: organizationExportColumns,
      file: 'organizaciones',
      sheet: 'Organizaciones',
      entity: 'organization',
    },
    tags,
  );
  exportRoute(
    app,
    '/api/users',
    administratorsQuery,
    {
      list: administratorsList,
      columns: administratorExportColumns,
      file: 'administradores',
      sheet: 'Administradores',
      entity: 'administrator',
    },
    tags,
  );
  exportRoute(
    app,
    '/api/audit',
    auditQuery,
    {
      list: auditList,
      columns: auditExportColumns,
      file: 'auditoria',
      sheet: 'Auditoría',
      entity: 'audit',
    },
    tags,
  );
};
