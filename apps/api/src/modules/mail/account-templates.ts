import { compose } from './templates';

/** The link confirming a carrier's new e-mail, sent to that new address (issue 16). */
export function emailChangeMail(p: { to: string; firstNames: string; url: string; hours: number }) {
  return compose(p.to, 'Confirma tu nuevo correo', {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [
      'Pediste usar este correo en tu cuenta. Abre el enlace para confirmarlo; desde entonces iniciarás sesión con él.',
      `El enlace funciona una sola vez y vence en ${p.hours} horas. Si no lo pediste, ignora este mensaje: tu cuenta no cambia.`,
    ],
    links: [{ label: 'Confirmar mi nuevo correo', url: p.url }],
    priority: 'waiting',
  });
}
