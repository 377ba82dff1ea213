import {
  IconBuilding,
  IconChecks,
  IconChartBar,
  IconCash,
  IconCoins,
  IconFileText,
  IconHistory,
  IconKey,
  IconMail,
  IconPhoneCall,
  IconReceipt,
  IconTruck,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { RateButton } from '../../features/prices/rate-button';
import { usePendingCount } from '../../features/authorizations';
import { meQuery } from '../../lib/me';
import { ProfileQuestion } from '../../features/profile/profile-question';
import { configWarningsQuery, useConfigWarnings } from '../../features/settings/get-config-warnings';
import { useMayOpen } from '../../lib/permissions';
import { queryClient } from '../../lib/query-client';
import { requireAccount } from '../guards';
import { paths } from '../paths';
import { lazy, Suspense } from 'react';
import { PanelShell } from './panel-shell';
import type { NavItem } from './side-nav';
import type { TitleHandle } from '../../lib/document-title';
import { BackupStatusLine } from '../../features/settings/backup-status';

export const handle: TitleHandle = { title: 'Administración' };

const a = paths.admin;
const icon = { size: 18, 'aria-hidden': true } as const;

/** Spec section 2, Layouts: the administrator sidebar, with the collapsible 'Finanzas' group. */
const adminNav: NavItem[] = [
  { label: 'Resumen', href: a.summary, icon: <IconChartBar {...icon} /> },
  { label: 'Administradores', href: a.users, icon: <IconUserShield {...icon} /> },
  // What each administrator may do: the permissions his roles grant.
  { label: 'Roles', href: a.roles, icon: <IconKey {...icon} /> },
  { label: 'Organizaciones', href: a.organizations, icon: <IconBuilding {...icon} /> },
  { label: 'Afiliados', href: a.affiliates, icon: <IconUsers {...icon} /> },
  { label: 'Transportistas', href: a.carriers, icon: <IconTruck {...icon} /> },
  { label: 'Pagos', href: a.payments, icon: <IconReceipt {...icon} /> },
  { label: 'Prestamos', href: a.loans, icon: <IconCash {...icon} /> },
  // The loans in mora, to call and follow up.
  { label: 'Cobranza', href: a.collections, icon: <IconPhoneCall {...icon} /> },
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
      // The accounts the books post to.
      { label: 'Cuentas contables', href: a.accounts },
      // What was posted to them: journal, ledger, trial balance, statements, closings.
      { label: 'Contabilidad', href: a.books },
      // The unit all of the above is counted in.
      { label: 'Configuración', href: a.settings },
    ],
    // Their forms belong to the group too: opening one directly shows the group open.
    also: [a.addIncome, a.addExpense, a.addPrice, a.addInterest, a.addRule],
  },
  // What the outbox sent, holds and gave up on, with a resend button.
  { label: 'Correos', href: a.mail, icon: <IconMail {...icon} /> },
  // Operations waiting for a second administrator (four eyes), with their count.
  { label: 'Autorizaciones', href: a.authorizations, icon: <IconChecks {...icon} /> },
  // Read-only: the trail of what the entries above changed, so it comes last.
  { label: 'Auditoría', href: a.audit, icon: <IconHistory {...icon} /> },
];

/** The sidebar without the screens the administrator may not open (a group without any goes too). */
function useAdminNav(): NavItem[] {
  const mayOpen = useMayOpen();
  const waiting = usePendingCount();
  return adminNav.flatMap((item): NavItem[] => {
    if (!('children' in item)) {
      if (!mayOpen(item.href)) return [];
      return item.href === a.authorizations && waiting
        ? [{ ...item, badge: <WaitingCount n={waiting} /> }]
        : [item];
    }
    const children = item.children.filter((child) => mayOpen(child.href));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** The sidebar's count of operations waiting for authorization. */
function WaitingCount({ n }: { n: number }) {
  return (
    <Badge size="sm" circle={n < 10} color="orange" aria-label={`${n} pendientes`} ml="auto">
      {n}
    </Badge>
  );
}

export const guard = requireAccount('Administrator');

// A configured install never shows the banner: its code comes only when there is something to say.
const loadBanner = () => import('../../features/settings/config-warnings-banner');
const ConfigWarningsBanner = lazy(loadBanner);

function PendingConfiguration() {
  const { data: warnings = [] } = useConfigWarnings();
  if (warnings.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConfigWarningsBanner />
    </Suspense>
  );
}

/**
 * Reads the administrator's profile and the configuration warnings before the panel's first paint
 * (the guard lets in administrators only): the banner and the profile question never push a page around.
 */
export async function prepare() {
  if (guard()) return null;
  // Cached after the first time (child pages change no query); a failure only leaves them out.
  const [, warnings] = await Promise.all(
    [queryClient.ensureQueryData(meQuery), queryClient.ensureQueryData(configWarningsQuery)].map((p) =>
      p.catch(() => undefined),
    ),
  );
  // Fetched before the first paint too, so the banner never pushes the page down once it showed.
  if (Array.isArray(warnings) && warnings.length > 0) await loadBanner().catch(() => undefined);
  return null;
}

export function Component() {
  return (
    <PanelShell
      useNav={useAdminNav}
      rate={<RateButton />}
      homeHref={a.incomes}
      navFooter={<BackupStatusLine />}
      notices={
        <>
          <PendingConfiguration />
          <ProfileQuestion />
        </>
      }
    />
  );
}
