// Plain constants, no zod: the landing's confirmation and the e-mail import them without the schema library.

/** How long the review takes, in the words both the confirmation screen and the e-mail use. */
export const APPLICATION_REVIEW_TIME = 'en un plazo de 1 a 3 días hábiles';

/**
 * What happens after a credit application, in order (issue 16): the same on the screen and in the
 * e-mail. An applicant whose affiliate already has a carrier account signs in as usual once approved;
 * any other gets a link to create a password in the approval e-mail.
 */
export function applicationNextSteps(hasAccount: boolean): readonly string[] {
  return [
    `Un administrador revisará tu solicitud ${APPLICATION_REVIEW_TIME}.`,
    'Te enviaremos un correo con la decisión.',
    hasAccount
      ? 'Si es aprobada, inicia sesión en el panel con tu correo y tu contraseña, como siempre, para ver tu préstamo y reportar tus pagos. Si no la recuerdas, usa «¿Has olvidado tu contraseña?».'
      : 'Si es aprobada, ese correo traerá el enlace para crear tu contraseña e iniciar sesión en el panel, donde reportarás tus pagos.',
  ];
}

/** The request's number as the applicant reads it, e.g. 'N° 12'. */
export const requestNumber = (id: number) => `N° ${id}`;

/** The confirmation's heading, e.g. 'Solicitud N° 12 recibida'. */
export const applicationReceivedTitle = (id: number) => `Solicitud ${requestNumber(id)} recibida`;
