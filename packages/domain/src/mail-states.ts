// Plain constants, no zod: the Correos screen imports them without pulling the list's schemas.

/**
 * An e-mail's state in the outbox. 'Sin confirmar': its send began and never reported back (the
 * server stopped mid-send); it may or may not have arrived, so it is never resent by itself.
 */
export const mailStates = ['Pendiente', 'Enviado', 'Fallido', 'Sin confirmar'] as const;
export type MailState = (typeof mailStates)[number];
