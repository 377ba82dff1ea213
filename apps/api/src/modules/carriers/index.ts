// The carriers module's public entry: what other modules use of it.
export { carrierExportColumns } from './carrier-export';
export { carrierPersonColumns, withCarrierPerson } from './person-columns';
export { carriersList } from './service';
export { carrierContact } from './contact';
