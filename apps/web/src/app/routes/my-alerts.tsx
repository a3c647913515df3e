import { MyAlerts } from '@/features/alerts/components/my-alerts';
import { useOfflineBanner } from '@/lib/offline-state';

// « Mes alertes » (docs/alerts-web.md): offline, the stored list, its buttons disabled (docs/offline.md).
function MyAlertsRoute() {
  const offline = useOfflineBanner();
  return (
    <div className="container page">
      <MyAlerts isOffline={offline !== null} />
    </div>
  );
}

export const Component = MyAlertsRoute;
