import { useEffect, useState } from 'react';
import { formatCents } from '../format.ts';
import { type ClientProposal, proposalApi } from './proposal-api.ts';

type Decision = 'accepted' | 'declined';

/**
 * The page a client opens from a share link (`/p/:token`), no account needed: the contractor's proposal at
 * client prices, each alternate to accept or decline (the total follows), and a typed-name signature.
 */
export function ClientProposalPage({ token }: { token: string }) {
  const [proposal, setProposal] = useState<ClientProposal>();
  const [error, setError] = useState<string>();
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [name, setName] = useState('');
  const [signing, setSigning] = useState(false);

  const load = async () => {
    try {
      setProposal(await proposalApi.clientProposal(token));
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per token
  useEffect(() => {
    void load();
  }, [token]);

  if (!proposal)
    return error ? (
      <main className="client-proposal">
        <p role="alert" className="error">
          {error}
        </p>
      </main>
    ) : (
      <p>Loading the proposal…</p>
    );

  const signed = proposal.signature;
  const decisionOf = (id: string, stored: string) => (signed ? stored : decisions[id]);
  const chosenCents = proposal.alternates.reduce((sum, alternate) => {
    if (decisionOf(alternate.id, alternate.decision) !== 'accepted') return sum;
    return sum + (alternate.kind === 'add' ? alternate.amountCents : -alternate.amountCents);
  }, 0);
  const allDecided = proposal.alternates.every((alternate) => decisions[alternate.id]);

  const sign = async () => {
    setSigning(true);
    setError(undefined);
    try {
      await proposalApi.sign(token, { estimateVersion: proposal.estimateVersion, name, decisions });
      await load();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSigning(false);
    }
  };

  return (
    <main className="client-proposal">
      {proposal.company && (
        <header>
          <h1>{proposal.company.name}</h1>
          {proposal.company.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </header>
      )}
      <h2>Proposal: {proposal.title}</h2>
      <p>
        Proposal {proposal.proposalNumber} · prepared {proposal.preparedOn} · valid until{' '}
        {proposal.validUntil}
        {proposal.client.name ? ` · for ${proposal.client.name}` : ''}
        {proposal.client.jobAddress ? ` · ${proposal.client.jobAddress}` : ''}
      </p>
      {proposal.groups.map((group) => (
        <section key={group.name} className="card">
          <h3>{group.name}</h3>
          <table>
            <tbody>
              {group.items.map((item) => (
                <tr key={item.title}>
                  <td>{item.title}</td>
                  <td>
                    {item.quantity} {item.unit.replace('_', ' ')}
                  </td>
                  <td>{formatCents(item.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>Subtotal: {formatCents(group.subtotalCents)}</p>
        </section>
      ))}
      <p>
        Base bid: <strong data-testid="client-base-bid">{formatCents(proposal.baseBidCents)}</strong>
      </p>
      {proposal.alternates.length > 0 && (
        <section className="card" aria-labelledby="client-alternates">
          <h3 id="client-alternates">Options</h3>
          {proposal.alternates.map((alternate) => (
            <fieldset key={alternate.id} data-alternate={alternate.id}>
              <legend>
                {alternate.title} ({alternate.kind === 'add' ? 'add' : 'deduct'}{' '}
                {alternate.kind === 'add' ? '+' : '−'}
                {formatCents(alternate.amountCents)})
              </legend>
              {(['accepted', 'declined'] as const).map((decision) => (
                <label key={decision}>
                  <input
                    type="radio"
                    name={`alternate-${alternate.id}`}
                    disabled={Boolean(signed)}
                    checked={decisionOf(alternate.id, alternate.decision) === decision}
                    onChange={() => setDecisions({ ...decisions, [alternate.id]: decision })}
                  />{' '}
                  {decision === 'accepted' ? 'Accept' : 'Decline'}
                </label>
              ))}
            </fieldset>
          ))}
        </section>
      )}
      <p>
        Total with your choices:{' '}
        <strong data-testid="client-total">{formatCents(proposal.baseBidCents + chosenCents)}</strong>
      </p>
      {proposal.payments.length > 0 && (
        <ul>
          {proposal.payments.map((payment) => (
            <li key={payment.label}>
              {payment.label}: {payment.percent}% ({formatCents(payment.amountCents)})
            </li>
          ))}
        </ul>
      )}
      {proposal.terms.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {signed ? (
        <p role="status" data-testid="signed">
          Signed by {signed.name} on {new Date(signed.signedAt).toUTCString()}. Thank you.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void sign();
          }}
        >
          <label>
            Your full name{' '}
            <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
          </label>{' '}
          <button type="submit" disabled={signing || !allDecided || name.trim().length < 2}>
            Sign and accept
          </button>
          {!allDecided && <p>Accept or decline each option to sign.</p>}
        </form>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </main>
  );
}
