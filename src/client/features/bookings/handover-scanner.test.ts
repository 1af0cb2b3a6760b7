import { describe, expect, it } from 'vitest';
import { codeFromQr } from './handover-scanner';

const link = (booking: string, code: string) =>
  `https://boipoka.example/dashboard/myBuyers?handover=${booking}&code=${code}`;

describe("reading a buyer's QR code", () => {
  it('gives the code of the booking being handed over', () => {
    expect(codeFromQr(link('b-1', '012345'), 'b-1')).toBe('012345');
  });

  it("tells another booking's QR apart, so the seller is told instead of refused for a wrong code", () => {
    expect(codeFromQr(link('b-2', '012345'), 'b-1')).toBe('other');
  });

  it('ignores anything that is not a handover link with six digits', () => {
    expect(codeFromQr('012345', 'b-1')).toBe(null);
    expect(codeFromQr('https://example.com/?handover=b-1&code=12345', 'b-1')).toBe(null);
    expect(codeFromQr('WIFI:S:campus;T:WPA;P:secret;;', 'b-1')).toBe(null);
  });
});
