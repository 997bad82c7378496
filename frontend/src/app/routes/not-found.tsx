import { Link } from 'react-router';
import { Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../components/use-document-title';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function NotFoundPage() {
  const styles = useStyles();
  useDocumentTitle('Page Not Found');
  return (
    <div className={styles.root}>
      <Title1 as="h1">Page Not Found</Title1>
      <Text size={400}>The page you&apos;re looking for doesn&apos;t exist.</Text>
      <Link to={paths.home.href()} className={styles.link}>
        Return Home
      </Link>
    </div>
  );
}
