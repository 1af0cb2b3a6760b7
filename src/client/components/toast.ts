import toast from 'react-hot-toast';
import { mountToaster } from './toast-host';

// Importing toasts is what brings the toaster onto the page (see ToastHost).
mountToaster();

export { toast };
