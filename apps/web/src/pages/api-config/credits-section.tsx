import {
  CREDIT_PRICE_CENTS,
  MAX_CREDIT_PURCHASE,
  MIN_CREDIT_PURCHASE,
  CREDIT_PURCHASE_STEP,
  purchaseCreditsBodySchema,
  formatCount,
} from '@wordreel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { currentUserQueryKey } from '../../lib/auth.tsx';
import { usersApi } from '../../lib/users-api.ts';
import { BUY_CREDITS_ID } from './buy-credits-link.ts';
import { CreditLedger } from './credit-ledger.tsx';
import { ledgerQueryKey } from './ledger-query-key.ts';
import { BusyButton } from '../../components/busy-button.tsx';

const creditsQueryKey = ['credits'] as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The user's real credit balance and a purchase form (the server's payment provider decides test mode). */
export function CreditsSection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const credits = useQuery({ queryKey: creditsQueryKey, queryFn: usersApi.credits });
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [testModeNote, setTestModeNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wanted = Number(amount);
  const price = Number.isFinite(wanted) && wanted > 0 ? (wanted * CREDIT_PRICE_CENTS) / 100 : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = purchaseCreditsBodySchema.safeParse({ credits: amount.trim() === '' ? NaN : wanted });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a number of credits.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await usersApi.purchaseCredits(parsed.data.credits);
      if (result.checkoutUrl) {
        // A real provider: pay on its page; its webhook adds the credits and brings the user back here.
        window.location.assign(result.checkoutUrl);
        return;
      }
      queryClient.setQueryData(creditsQueryKey, { credits: result.credits });
      void queryClient.invalidateQueries({ queryKey: ledgerQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      setAmount('');
      setTestModeNote(
        result.purchase?.testMode
          ? `Test mode: no real payment was taken. ${formatCount(parsed.data.credits)} credits were added.`
          : null,
      );
      toast.show(`${formatCount(parsed.data.credits)} credits added to your balance`, 'success');
    } catch (err) {
      setError(parseError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="card api-section" aria-labelledby="usage-title">
        <h2 id="usage-title">Usage</h2>
        <p className="credits-total">
          <span>Total remaining credits</span>
          <strong aria-live="polite" data-testid="credit-balance">
            {credits.isPending ? '...' : credits.data ? formatCount(credits.data.credits) : '—'}
          </strong>
        </p>
        {credits.isError && (
          <p className="form-message form-message-error" role="alert">
            {parseError(credits.error)}
          </p>
        )}
        <CreditLedger />
      </section>

      <section id={BUY_CREDITS_ID} className="card api-section" aria-labelledby="buy-title">
        <h2 id="buy-title">Buy more credits</h2>
        <p className="muted">
          Credits cost {usd.format(CREDIT_PRICE_CENTS / 100)} each, from {formatCount(MIN_CREDIT_PURCHASE)} to{' '}
          {formatCount(MAX_CREDIT_PURCHASE)} in steps of {CREDIT_PURCHASE_STEP}.
        </p>
        <form className="credits-form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label className="field-label" htmlFor="credits-amount">
              Number of credits
            </label>
            <input
              id="credits-amount"
              className="field-input"
              type="number"
              inputMode="numeric"
              min={MIN_CREDIT_PURCHASE}
              max={MAX_CREDIT_PURCHASE}
              step={CREDIT_PURCHASE_STEP}
              placeholder="Number of credits..."
              aria-invalid={error ? true : undefined}
              aria-describedby="credits-price"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <p id="credits-price" className="field-hint">
              {price !== null ? `Total: ${usd.format(price)}` : 'Enter how many credits you want.'}
            </p>
          </div>
          <p className="form-message form-message-error" role="alert">
            {error ?? ''}
          </p>
          <BusyButton type="submit" className="btn btn-primary" busy={busy}>
            {busy ? 'Purchasing...' : 'Purchase more credits'}
          </BusyButton>
        </form>
        <p className="form-message form-message-warning" role="status">
          {testModeNote ?? ''}
        </p>
      </section>
    </>
  );
}
