import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AppPageHeader } from '../../components/layout/layouts.tsx';
import { ApiKeySection, useApiKey } from './api-key-section.tsx';
import { CreditsSection } from './credits-section.tsx';
import { NamedKeysSection } from './named-keys-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';
import './api-config-page.css';
import { BusyButton } from '../../components/busy-button.tsx';

/**
 * API access and credits: the account's key and named keys for integrations (each shown in full only
 * once), webhooks, and a test-mode credit top-up.
 */
export function ApiConfigPage() {
  const apiKey = useApiKey();
  useScrollToHashOnceLoaded();
  return (
    <div className="api-config-page">
      <AppPageHeader title="API Config">
        <BusyButton
          className="btn btn-primary"
          onClick={apiKey.requestGenerate}
          busy={apiKey.busy}
          disabled={apiKey.isLoading}
        >
          Generate Key
        </BusyButton>
      </AppPageHeader>
      <p className="api-config-docs">
        Everything the studio does is in the <a href="/api-docs">API reference</a> (
        <a href="/api/openapi.json">OpenAPI document</a>).
      </p>
      <ApiKeySection apiKey={apiKey} />
      <NamedKeysSection />
      <WebhooksSection />
      <CreditsSection />
    </div>
  );
}

/**
 * A link to a section of this page (pricing's "Buy credits" to #buy-credits): the router scrolls to it
 * at once, but the sections above it are still loading and then push it off screen. Scrolled to once
 * more when every read has answered (the live count: the first render's is from before they started).
 */
function useScrollToHashOnceLoaded() {
  const { hash } = useLocation();
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !hash || queryClient.isFetching() > 0) return;
    done.current = true;
    document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, fetching, queryClient]);
}
