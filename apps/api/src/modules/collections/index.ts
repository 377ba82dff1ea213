// The collections module's public entry: the reminder job (the routes are registered by the app).
export { sendReminders } from './reminders';
