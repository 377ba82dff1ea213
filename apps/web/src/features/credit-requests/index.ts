// The credit-requests feature's public entry: what other features use of it (the landing's markup, light).
export { applicationSections, applicationTexts } from './apply-fields';
