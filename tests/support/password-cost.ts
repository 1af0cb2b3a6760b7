/** The scrypt cost (log2 N) of every server the tests start: 2^10, a sixteenth of production's. */
export const TEST_PASSWORD_HASH_COST = '10';
