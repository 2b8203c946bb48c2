import { MyPermissionsCard } from '@/features/dashboard/components/my-permissions-card.tsx';

/** Spec 2.5: the dashboard is the card 'Mina behörigheter'. */
export function DashboardPage() {
  return <MyPermissionsCard />;
}
