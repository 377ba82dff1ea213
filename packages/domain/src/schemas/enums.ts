/** The enumerations of spec section 3, spelled exactly as the spec lists them. */
export const vehicleBrands = [
  'Audi',
  'BMW',
  'Cadillac',
  'Chevrolet',
  'Ferrari',
  'Fiat',
  'Ford',
  'Honda',
  'Isuzu',
  'Iveco',
  'Jeep',
  'Kia',
  'Land Rover',
  'Mazda',
  'Mitsubishi',
  'Nissan',
  'Peugeot',
  'Subaru',
  'Suzuki',
  'Toyota',
  'Volkswagen',
  'Volvo',
  'Bera',
  'Ducati',
  'Kawasaki',
  'Empire',
  'Yamaha',
  'Mercedes Benz',
] as const;
export const vehicleTypes = ['Sedan', 'Colectivo', 'Moto', 'Minibus'] as const;
export const serviceTypes = ['Urbano', 'Suburbano', 'Taxi', 'Mototaxi'] as const;
export const genders = ['Masculino', 'Femenino'] as const;
export const organizationTypes = [
  'Compañía anónima',
  'Cooperativa',
  'Asociación civil',
  'Sociedad civil',
] as const;
/** Affiliate status (domain rules): only active affiliates can apply for credit. */
export const affiliateStatuses = ['Activo', 'Inactivo'] as const;

/** Credit request statuses (spec section 4). */
export const requestStatuses = ['Por revisar', 'Aprobado', 'Rechazado'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
/** Payment statuses (spec section 4). */
export const paymentStatuses = ['Por revisar', 'Aprobado', 'Rechazado'] as const;
/** Loan statuses: 'Por pagar' awaits payment; 'Castigado' was written off (issue 15). */
export const loanStatuses = ['Por pagar', 'Pagado', 'Castigado'] as const;
export type LoanStatus = (typeof loanStatuses)[number];
