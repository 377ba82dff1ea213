import { authorizationActionLabels, unitText, type AuthorizationAction } from '@app/domain';
import { compose } from './templates';

/** To each administrator who may authorize: an operation waits for him (four eyes). */
export function authorizationRequestedMail(p: {
  to: string;
  firstNames: string;
  maker: string;
  action: AuthorizationAction;
  carrier: string | null;
  amount: number | null;
  summary: string;
  url: string;
}) {
  const label = authorizationActionLabels[p.action];
  return compose(p.to, `Operación por autorizar: ${label}`, {
    greeting: `Hola ${p.firstNames}:`,
    paragraphs: [`${p.maker} pidió una operación que necesita la autorización de otro administrador.`],
    facts: [
      ['Operación', label],
      ...(p.carrier ? ([['Transportista', p.carrier]] as [string, string][]) : []),
      ...(p.amount !== null ? ([['Monto', unitText(p.amount)]] as [string, string][]) : []),
      ['Detalle', p.summary],
    ],
    links: [{ label: 'Ver las autorizaciones', url: p.url }],
  });
}
