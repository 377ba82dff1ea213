import type { AuditEntity } from '../audit-kinds';
import { inUnit } from '../format';
import { unitSymbol } from '../units/reference-unit';
import { unitPriceLabel } from '../vocabulary';

/**
 * Spanish names for the fields a snapshot carries, as the forms label them. A field missing here
 * shows its API name: a new column still reads, only less kindly.
 */
const fieldLabels: Record<string, string> = {
  id: 'Identificador',
  created: 'Fecha de creación',
  name: 'Nombre',
  firstNames: 'Nombres',
  lastNames: 'Apellidos',
  dni: 'Cédula',
  rif: 'RIF',
  email: 'Correo',
  phoneNumber: 'Teléfono',
  homeAddress: 'Dirección de habitación',
  birthdate: 'Fecha de nacimiento',
  gender: 'Género',
  municipality: 'Municipio',
  organization: 'Organización',
  affiliate: 'Afiliado',
  carrier: 'Transportista',
  status: 'Estado',
  type: 'Tipo',
  typeService: 'Tipo de servicio',
  fiscalAddress: 'Dirección fiscal',
  recordName: 'Nombre del registro',
  recordDate: 'Fecha de registro',
  modalityServices: 'Modalidad de servicios',
  recordNumber: 'Número de registro',
  recordVolume: 'Tomo',
  recordInvoice: 'Folio',
  certificationServices: 'CPS',
  code: 'Código',
  numberAssociates: 'Número de asociados',
  numberAffiliates: 'Número de afiliados',
  vehicleType: 'Tipo de vehículo',
  vehicleBrand: 'Marca',
  vehicleModel: 'Modelo',
  vehicleYear: 'Año',
  vehiclePlate: 'Placa',
  vehicleColor: 'Color',
  vehicleBodySerialNumber: 'Serial de carrocería',
  vehicleMotorSerialNumber: 'Serial del motor',
  vehicleTypeOil: 'Tipo de aceite',
  vehicleLtsOil: 'Litros de aceite',
  vehicleBattery: 'Batería',
  vehicleRubber: 'Número de cauchos',
  amount: 'Monto',
  amountInBs: 'Monto (Bs)',
  amountBsRequested: 'Monto solicitado (Bs)',
  amountAwarded: 'Monto otorgado',
  amountAwardedInBs: 'Monto otorgado (Bs)',
  amountPay: 'Monto a pagar',
  incomeAmountBs: 'Monto (Bs)',
  incomeAmountInBs: 'Monto (Bs)',
  date: 'Fecha',
  reasonForAdmission: 'Motivo',
  voucherCode: 'Código de confirmación',
  feeNumbers: 'Cuotas',
  creditDays: 'Días de crédito',
  isFund: 'Fondo',
  isCredit: 'Crédito',
  applyOnLyMDefaulters: 'Interés para morosos',
  loan: 'Préstamo',
  loanId: 'Préstamo',
  carrierId: 'Transportista',
  carrierAccountOpened: 'Cuenta del transportista creada',
  quotaNumber: 'Número de cuota',
  responsible: 'Responsable',
  origin: 'Origen',
  amountBs: 'Monto (Bs)',
  totalPayFees: 'Monto por cuota',
  passwordChanged: 'Contraseña',
};

/** The labels that name the reference unit: built when asked, so they read the unit in force. */
const unitFieldLabels = (): Record<string, string> => ({
  amountInPetro: inUnit('Monto'),
  incomeAmount: inUnit('Monto'),
  incomeAmountInPetro: inUnit('Monto'),
  amountPetro: inUnit('Monto'),
  rate: `Tasa (Bs por ${unitSymbol()})`,
});

/** Where a kind of record gives a common field its own meaning (an interest's amount is a percentage). */
const entityFieldLabels = (): Partial<Record<AuditEntity, Record<string, string>>> => ({
  interest: { amount: 'Interés (%)' },
  price: { amount: unitPriceLabel() },
  rule: { amountInPetro: inUnit('Monto por cuota'), amountBs: 'Monto por cuota (Bs)' },
});

// Own keys only: a field named 'constructor' must not read Object's.
const own = (labels: Record<string, string> | undefined, key: string) =>
  labels && Object.hasOwn(labels, key) ? labels[key] : undefined;

/** The label of a snapshot field of a kind of record: its Spanish name, or the API name when none is known. */
export const fieldLabel = (entity: AuditEntity, key: string): string =>
  own(entityFieldLabels()[entity], key) ?? own(unitFieldLabels(), key) ?? own(fieldLabels, key) ?? key;
