import { FILE_CATEGORIES, FILE_CATEGORY_LABELS } from '@core/schemas/library';

/** The categories as <option>s, for every select that chooses one. */
export function CategoryOptions() {
  return FILE_CATEGORIES.map((value) => (
    <option key={value} value={value}>
      {FILE_CATEGORY_LABELS[value]}
    </option>
  ));
}
