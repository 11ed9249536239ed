import { matchLabel } from './src/server/documents/rules/labels';
for (const s of ['Legal fees', 'Legal Description', 'Legal Vesting', 'Legal', 'Legal Address', 'Legal entity', 'Official', 'Legal counsel', 'Legal Fee'])
  console.log(s, JSON.stringify(matchLabel(s)));
