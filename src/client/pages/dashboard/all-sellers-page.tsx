import { UsersTable } from '../../features/admin/users-table';

export default function AllSellersPage() {
  return <UsersTable role="seller" />;
}
