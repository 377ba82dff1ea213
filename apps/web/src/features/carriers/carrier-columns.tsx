import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Carrier } from '@app/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { Column } from '../../components/data-table';

/** The account holder's names, as the table, the dialog and the picker show them. */
export const carrierName = (carrier: Carrier) =>
  `${carrier.affiliate.firstNames} ${carrier.affiliate.lastNames}`;

/** The API never sends a password: the column only says one is set. */
const MASKED_PASSWORD = '********';

/**
 * Spec: transportistas: user, cédula, email, line, vehicle type, brand, model, year, plate, colour,
 * password and actions. Who, the line, the plate and the actions stay in the row; the rest opens in
 * its detail (decision 15).
 */
export function carrierColumns(onDelete: (carrier: Carrier) => void): Column<Carrier>[] {
  return [
    { header: 'Usuario', render: carrierName },
    { header: 'Cédula', render: (c) => c.affiliate.dni },
    { header: 'Correo', render: (c) => c.affiliate.email, detail: true },
    { header: 'Línea', render: (c) => c.affiliate.organization.name },
    { header: 'Tipo de vehículo', render: (c) => c.affiliate.vehicleType, detail: true },
    { header: 'Marca', render: (c) => c.affiliate.vehicleBrand, detail: true },
    { header: 'Modelo', render: (c) => c.affiliate.vehicleModel, detail: true },
    { header: 'Año', render: (c) => c.affiliate.vehicleYear, detail: true },
    { header: 'Placa', render: (c) => c.affiliate.vehiclePlate },
    { header: 'Color', render: (c) => c.affiliate.vehicleColor, detail: true },
    { header: 'Contraseña', render: () => MASKED_PASSWORD, detail: true },
    {
      header: 'Acciones',
      actions: true,
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={paths.admin.editCarrier.href(c.id)}
            variant="subtle"
            aria-label={`Editar ${carrierName(c)}`}
            title="Cambiar contraseña"
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onDelete(c)}
            aria-label={`Eliminar ${carrierName(c)}`}
            title="Eliminar"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}
