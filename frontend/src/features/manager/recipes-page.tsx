import { Page } from '../../components/page';

/** /manage/recipes (bar_manager only). */
export function RecipesPage() {
  return <Page title="Recipe Management" />;
}
