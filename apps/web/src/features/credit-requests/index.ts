// The credit-requests feature's public entry: what other features use of it (the landing, light).
export { applicationSections, applicationTexts } from './apply-fields';
export type { ApplyFormProps } from './apply-form';
export { loadApplyForm } from './load-apply-form';
