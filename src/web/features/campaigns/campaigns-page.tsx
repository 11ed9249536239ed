import { PageHeader } from '@web/components/page-header';

/** Email Campaigns (route of SPEC §2). A minimal page until the feature is built. */
export default function CampaignsPage() {
  return <PageHeader title="Email Campaigns" />;
}
