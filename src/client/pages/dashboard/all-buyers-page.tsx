import { UsersTable } from '../../features/admin/users-table';

export default function AllBuyersPage() {
  return <UsersTable role="buyer" />;
}
