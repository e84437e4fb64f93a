import { useCallback, useEffect, useState } from 'react';
import type { Estimate } from '../wire-types.ts';
import { type ProposalShareView, proposalApi } from './proposal-api.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'UTC' });

/**
 * Sending the proposal: a share link for the client (shown once, with its expiry), the links made before, and
 * what the client did — the typed name, time and address of the signature and the choice on each alternate.
 */
export function ShareCard({
  estimate,
  alternateTitles,
  onSent,
}: {
  estimate: Estimate;
  alternateTitles: Record<string, string>;
  onSent: () => Promise<void>;
}) {
  const [shares, setShares] = useState<ProposalShareView[]>([]);
  const [link, setLink] = useState<string>();
  const [days, setDays] = useState(14);
  const [error, setError] = useState<string>();
  const reload = useCallback(async () => {
    try {
      setShares((await proposalApi.listShares(estimate.id)).shares);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, [estimate.id]);
  // A signature arrives as a new estimate version (the client's page moved it to accepted).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the trigger
  useEffect(() => {
    void reload();
  }, [reload, estimate.version]);

  const send = async () => {
    setError(undefined);
    try {
      const created = await proposalApi.share(estimate.id, days);
      setLink(`${window.location.origin}${created.path}`);
      await reload();
      await onSent();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section className="card share" aria-labelledby="share-heading">
      <h2 id="share-heading">Send to the client</h2>
      <p>
        A read-only link to the client proposal: the client can accept or decline each alternate and sign.
        Sending moves a validated estimate to sent.
      </p>
      <div className="inline-form">
        <label>
          Link valid for{' '}
          <input
            type="number"
            min={1}
            max={90}
            value={days}
            aria-label="Days the link is valid"
            onChange={(event) => setDays(Number(event.target.value) || 14)}
          />{' '}
          days
        </label>{' '}
        <button type="button" onClick={() => void send()}>
          Create share link
        </button>
      </div>
      {link && (
        <p>
          Link (copy it now, it is shown once):{' '}
          <input readOnly aria-label="Share link" value={link} size={60} onFocus={(e) => e.target.select()} />
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {shares.length > 0 && (
        <ul className="shares">
          {shares.map((share) => (
            <li key={share.id} data-share={share.id}>
              Link {share.id}: made {when(share.createdAt)}, expires {when(share.expiresAt)}
              {share.revokedAt ? `, revoked ${when(share.revokedAt)}` : ''}
              {share.signature ? (
                <div className="signature" data-testid="client-signature">
                  Signed by <strong>{share.signature.name}</strong> on {when(share.signature.signedAt)} UTC
                  from {share.signature.ip} (version {share.signature.estimateVersion}).
                  <ul>
                    {Object.entries(share.signature.decisions).map(([id, decision]) => (
                      <li key={id}>
                        {alternateTitles[id] ?? id}: {decision}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                !share.revokedAt && (
                  <button
                    type="button"
                    onClick={() =>
                      void proposalApi
                        .revoke(estimate.id, share.id)
                        .then(reload, (failure: Error) => setError(failure.message))
                    }
                  >
                    Revoke
                  </button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
