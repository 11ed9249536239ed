import { PageHeader } from '@web/components/page-header';

/** Nurture (route of SPEC §2). A minimal page until the feature is built. */
export default function NurturePage() {
  return <PageHeader title="Nurture" />;
}
