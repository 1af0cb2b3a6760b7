// Whether this browser was signed in when the app last asked: a hint for the page's entry
// (boot.ts), never a credential: the server decides who is signed in.
const KEY = 'boipoka.signed-in';

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage switched off: treated as a visitor
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage switched off: the next page starts as for a visitor
  }
}
