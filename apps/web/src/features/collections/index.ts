// The collections feature's public entry: what the loan page uses of it (the desk is routed directly).
export { FollowUpButton } from './follow-up-button';
export { FollowUpList } from './follow-up-list';
export { WhatsAppButton } from './whatsapp-button';
export { useCollectionRow } from './get-collections';
