import { PageHeader } from '@web/components/page-header';

/** Marketplace (route of SPEC §2). A minimal page until the feature is built. */
export default function MarketplacePage() {
  return <PageHeader title="Marketplace" />;
}
