// zod, as every schema of ours uses it. Its fast path compiles parsers with `new Function`, which
// the browser's CSP forbids: zod finds that out by trying, and the browser reports each attempt as
// a CSP violation (an issue Lighthouse counts). Told at once, it never tries. The server has no
// such policy and keeps the fast path.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
