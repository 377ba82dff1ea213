import {
  IconBuilding,
  IconCash,
  IconCoins,
  IconFileText,
  IconHistory,
  IconReceipt,
  IconTruck,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { RateButton } from '../../features/prices/rate-button';
import { requireAccount } from '../guards';
import { paths } from '../paths';
import { PanelShell } from './panel-shell';
import type { NavItem } from './side-nav';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Administración' };

const a = paths.admin;
const icon = { size: 18, 'aria-hidden': true } as const;

/** Spec section 2, Layouts: the administrator sidebar, with the collapsible 'Finanzas' group. */
const adminNav: NavItem[] = [
  { label: 'Administradores', href: a.users, icon: <IconUserShield {...icon} /> },
  { label: 'Organizaciones', href: a.organizations, icon: <IconBuilding {...icon} /> },
  { label: 'Afiliados', href: a.affiliates, icon: <IconUsers {...icon} /> },
  { label: 'Transportistas', href: a.carriers, icon: <IconTruck {...icon} /> },
  { label: 'Pagos', href: a.payments, icon: <IconReceipt {...icon} /> },
  { label: 'Prestamos', href: a.loans, icon: <IconCash {...icon} /> },
  { label: 'Solicitudes', href: a.requests, icon: <IconFileText {...icon} /> },
  {
    label: 'Finanzas',
    icon: <IconCoins {...icon} />,
    children: [
      { label: 'Ingresos', href: a.incomes },
      { label: 'Egresos', href: a.expenses },
      { label: 'Fondos', href: a.funds },
      { label: 'Tasas', href: a.prices },
      { label: 'Intereses', href: a.interests },
      { label: 'Reglas de Cuota', href: a.rules },
    ],
    // Their forms belong to the group too: opening one directly shows the group open.
    also: [a.addIncome, a.addExpense, a.addPrice, a.addInterest, a.addRule],
  },
  // Read-only: the trail of what the entries above changed, so it comes last.
  { label: 'Auditoría', href: a.audit, icon: <IconHistory {...icon} /> },
];

export const loader = requireAccount('Administrator');

export function Component() {
  return <PanelShell nav={adminNav} rate={<RateButton />} homeHref={a.incomes} />;
}
