// The Google sign-in button (SPEC §2): shown only when the shop has a Google client id. The
// button's credential (an ID token) goes to the server as `tokenId`.
import { useEffect, useRef, useState } from 'react';
import { useConfig } from '@/lib/api/get-config';
import { storedTheme } from '@/lib/theme';
import { loadGoogleIdentity, type GoogleButtonOptions } from '../lib/google-script';

interface GoogleSignInProps {
  onCredential: (credential: string) => void;
  text?: GoogleButtonOptions['text'];
}

function GoogleButton({ clientId, onCredential, text }: GoogleSignInProps & { clientId: string }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    latest.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const parent = host.current;
        if (cancelled || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => latest.current(response.credential),
        });
        parent.replaceChildren();
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: storedTheme() === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'pill',
          text,
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, Math.round(parent.getBoundingClientRect().width) || 320)),
        });
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  if (unavailable) {
    return <p className="text-center text-sm text-stone-600 dark:text-stone-400">Google sign-in is unavailable right now.</p>;
  }
  return <div ref={host} data-testid="google-sign-in" className="flex min-h-11 w-full justify-center" />;
}

export function GoogleSignIn({ onCredential, text = 'signin_with' }: GoogleSignInProps) {
  const { data } = useConfig();
  const clientId = data?.googleClientId;
  if (!clientId) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
      </div>
      <div className="mt-5">
        <GoogleButton clientId={clientId} onCredential={onCredential} text={text} />
      </div>
    </div>
  );
}
