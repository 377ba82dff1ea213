import { IconCash, IconFolder, IconFileText, IconReceipt, IconUserCircle } from '@tabler/icons-react';
import { Text } from '@mantine/core';
import { mayLogOut } from '../../features/offline/may-log-out';
import { OfflineSupport } from '../../features/offline/offline-support';
import { RateText } from '../../features/prices/rate-text';
import { requireAccount } from '../guards';
import { paths } from '../paths';
import { PanelShell } from './panel-shell';
import type { NavItem } from './side-nav';

const c = paths.carrier;
const icon = { size: 18, 'aria-hidden': true } as const;

/** Spec section 2, Layouts: the carrier sidebar. */
const carrierNav: NavItem[] = [
  { label: 'Prestamos', href: c.loans, icon: <IconCash {...icon} /> },
  { label: 'Pagos', href: c.payments, icon: <IconReceipt {...icon} /> },
  { label: 'Solicitudes', href: c.requests, icon: <IconFileText {...icon} /> },
  { label: 'Documentos', href: c.documents, icon: <IconFolder {...icon} /> },
  { label: 'Mi cuenta', href: c.account, icon: <IconUserCircle {...icon} /> },
];

const useCarrierNav = () => carrierNav;

export const guard = requireAccount('Carrier');

export function Component() {
  return (
    <PanelShell
      useNav={useCarrierNav}
      rate={
        <Text fz="sm" fw={600} px="xs">
          <RateText />
        </Text>
      }
      homeHref={c.loans}
      notices={<OfflineSupport />}
      mayLogOut={mayLogOut}
    />
  );
}
