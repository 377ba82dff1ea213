// The credit-requests module's public entry: what other modules use of it.
export { requestExportColumns } from './request-export';
export { requestsList } from './requests-query';
export { approveRequest } from './decide-request';
export { missingDocuments, requireDocuments } from './required-documents';
