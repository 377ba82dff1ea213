/**
 * Every route of the app (spec section 2), in one place. `path` is the router pattern, `href` builds a link.
 * Import-free, so scripts/size.mjs can read it; paths.test.ts pins the ones the server's e-mails also build.
 */
const admin = '/backoffice/panel';
const carrier = '/panel';

export const paths = {
  home: '/',
  applicationAnchor: '/#solicitud',
  adminLogin: '/backoffice/iniciar-sesion',
  forgotPassword: '/olvide-mi-contraseña',
  resetPassword: {
    path: '/:token/recuperar-contraseña',
    href: (token: string) => `/${token}/recuperar-contraseña`,
  },
  /** A rejected paper sent again by an applicant without an account (the e-mail's link, issue 31). */
  uploadDocuments: {
    path: '/subir-documentos/:affiliate',
    href: (affiliate: number, token: string) => `/subir-documentos/${affiliate}#${token}`,
  },
  confirmEmail: {
    path: '/confirmar-correo/:token',
    href: (token: string) => `/confirmar-correo/${token}`,
  },

  carrier: {
    root: carrier,
    loans: `${carrier}/mis-prestamos`,
    payments: `${carrier}/mis-pagos`,
    addPayment: `${carrier}/agregar-pago`,
    requests: `${carrier}/lista-solicitudes`,
    addRequest: `${carrier}/agregar-solicitud`,
    account: `${carrier}/mi-cuenta`,
    /** The carrier's papers (issue 31): the rejection e-mail links here. */
    documents: `${carrier}/mis-documentos`,
  },

  admin: {
    root: admin,
    summary: `${admin}/resumen`,
    incomes: `${admin}/ingresos`,
    addIncome: `${admin}/agregar-nuevo-ingreso`,
    expenses: `${admin}/egresos`,
    addExpense: `${admin}/agregar-nuevo-egreso`,
    funds: `${admin}/fondos`,
    prices: `${admin}/tasas`,
    addPrice: `${admin}/agregar-tasa`,
    interests: `${admin}/intereses`,
    addInterest: `${admin}/agregar-interes`,
    rules: `${admin}/reglas`,
    addRule: `${admin}/agregar-regla`,
    /** The reference unit in force and its changes (issue 29). */
    settings: `${admin}/configuracion`,
    /** The chart of accounts and which account each movement posts to (issue 32). */
    accounts: `${admin}/cuentas`,
    /** The books (issue 32): journal, ledger, trial balance, statements and closings, one tab each (?vista=). */
    books: `${admin}/contabilidad`,
    users: `${admin}/usuarios`,
    /** The roles administrators are given, from the permission catalogue (issue 30). */
    roles: `${admin}/roles`,
    addUser: `${admin}/agregar-nuevo-usuario`,
    editUser: { path: `${admin}/editar-usuario/:id`, href: (id: number) => `${admin}/editar-usuario/${id}` },
    organizations: `${admin}/organizaciones`,
    addOrganization: `${admin}/agregar-nueva-organizacion`,
    editOrganization: {
      path: `${admin}/editar-organizacion/:id`,
      href: (id: number) => `${admin}/editar-organizacion/${id}`,
    },
    affiliates: `${admin}/afiliados`,
    addAffiliate: `${admin}/agregar-nuevo-afiliado`,
    editAffiliate: {
      path: `${admin}/editar-afiliado/:id`,
      href: (id: number) => `${admin}/editar-afiliado/${id}`,
    },
    carriers: `${admin}/transportistas`,
    addCarrier: `${admin}/agregar-nuevo-transportista`,
    editCarrier: {
      path: `${admin}/editar-transportista/:id`,
      href: (id: number) => `${admin}/editar-transportista/${id}`,
    },
    payments: `${admin}/pagos`,
    loans: `${admin}/prestamos`,
    loan: { path: `${admin}/prestamos/:id`, href: (id: number) => `${admin}/prestamos/${id}` },
    collections: `${admin}/cobranza`,
    requests: `${admin}/solicitudes`,
    audit: `${admin}/auditoria`,
    /** Auditoría filtered to one record's entries ('payment', 12): where a loan's history links. */
    auditRecord: (entity: string, id: number) =>
      `${admin}/auditoria?tipo=${encodeURIComponent(entity)}&registro=${id}`,
    mail: `${admin}/correos`,
    /** Operations waiting for a second administrator (four eyes, issue 30). */
    authorizations: `${admin}/autorizaciones`,
  },
} as const;
