import type { Organization } from '@app/domain';
import { col } from '../../lib/exports/columns';

export const organizationExportColumns = [
  col<Organization>('Nombre', 'text', (o) => o.name),
  col<Organization>('Tipo', 'text', (o) => o.type),
  col<Organization>('RIF', 'text', (o) => o.rif),
  col<Organization>('Dirección fiscal', 'text', (o) => o.fiscalAddress),
  col<Organization>('Nombre del registro', 'text', (o) => o.recordName),
  col<Organization>('Fecha de registro', 'day', (o) => o.recordDate),
  col<Organization>('Modalidad de servicios', 'text', (o) => o.modalityServices),
  col<Organization>('Número de registro', 'text', (o) => o.recordNumber),
  col<Organization>('Tomo', 'text', (o) => o.recordVolume),
  col<Organization>('Folio', 'text', (o) => o.recordInvoice),
  col<Organization>('CPS', 'text', (o) => o.certificationServices),
  col<Organization>('Código', 'text', (o) => o.code),
  col<Organization>('Nº asociados', 'int', (o) => o.numberAssociates),
  col<Organization>('Nº afiliados', 'int', (o) => o.numberAffiliates),
];
