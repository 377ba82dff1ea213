// Calendar days as the server counts them: in the business time zone (APP_TIMEZONE).

const zone = () => process.env.APP_TIMEZONE || 'America/Caracas';

/** 'YYYY-MM-DD' of an instant in the business time zone (today by default). */
export const businessDate = (at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** The calendar day `days` before `day` ('YYYY-MM-DD'). */
export const daysBefore = (day, days) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
