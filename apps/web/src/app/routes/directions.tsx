import { DirectionsScreen } from '@/features/directions/components/directions-screen';

function DirectionsRoute() {
  return (
    <div className="container page">
      <DirectionsScreen />
    </div>
  );
}

export const Component = DirectionsRoute;
