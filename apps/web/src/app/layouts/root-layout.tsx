import { Outlet, useNavigate } from 'react-router';
import { NavigationProvider } from '../../lib/navigation';

/** The root of every route: components shared with the landing move with the router's navigate here. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <NavigationProvider value={navigate}>
      <Outlet />
    </NavigationProvider>
  );
}
