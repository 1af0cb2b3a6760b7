import { AdminsTable } from '../../features/admin/admins-table';

export default function AdminsPage() {
  return <AdminsTable />;
}
