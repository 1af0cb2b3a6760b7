import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod/v4/core';

// Zod compiles parsers with `new Function` unless told not to, which our CSP (rightly) forbids.
// Set here, where the forms get their resolver, so that Zod loads with the forms, not before.
config({ jitless: true });

export { zodResolver };
