import { useNavigate } from 'react-router';
import { Button } from '@fluentui/react-components';
import { paths } from '../../config/paths';
import { Page } from '../../components/page';

export interface DrinkDetailProps {
  /** From /drinks/{name}: URL-decoded, dashes as spaces. Matched to a recipe case-insensitively. */
  name: string;
}

/** The drink detail page; the recipe lookup and its states come with the customer issue. */
export function DrinkDetail({ name }: DrinkDetailProps) {
  const navigate = useNavigate();
  return (
    <Page
      title={name || 'Drink'}
      actions={
        <Button appearance="secondary" onClick={() => void navigate(paths.drinks.href())}>
          ← Back to Drinks
        </Button>
      }
    />
  );
}
