import { redirect } from 'react-router';
import { CarrierLoginBox } from '../../features/auth/carrier-login-box';
import { LandingPage } from '../../features/landing/landing-page';
import { getSession } from '../../lib/session';
import { paths } from '../paths';

/** Spec: the landing's login box sends a carrier already signed in to their loans. */
export function loader() {
  return getSession()?.user.type === 'Carrier' ? redirect(paths.carrier.loans) : null;
}

/** The app composes the two features: the landing page around the carrier login box. */
export function Component() {
  return <LandingPage loginBox={<CarrierLoginBox />} />;
}
