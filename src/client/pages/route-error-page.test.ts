import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error-page';

describe('route error text', () => {
  it("names a page script that failed to download as 'Loading chunk {id} failed'", () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/blogs-page-DkR2x9.js',
    );
    expect(describeRouteError(error)).toBe('Loading chunk blogs-page-DkR2x9 failed');
  });

  it('shows any other error as its message', () => {
    expect(describeRouteError(new Error('Boom'))).toBe('Boom');
  });
});
