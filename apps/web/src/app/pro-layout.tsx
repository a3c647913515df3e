import { Outlet } from 'react-router';
import { ProHeader } from './pro-header';

/**
 * Every signed-in screen (owner, manager, staff, profile, payments, campaigns): one header with the
 * account menu, then the screen. The bottom space keeps the end of a screen clear of floating
 * buttons such as « Retour au tableau de bord » (pro-layout.css).
 */
export function ProLayout() {
  return (
    <div className="pro-layout">
      <ProHeader />
      <Outlet />
    </div>
  );
}
