import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { BuildInfo } from '@bar/domain';
import { useBuildInfo } from '../../api/build-info';

const useStyles = makeStyles({
  footer: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground3,
  },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
});

function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString();
}

function shortHash(hash: string): string {
  return /^[0-9a-f]{8,}$/i.test(hash) ? hash.slice(0, 7) : hash;
}

export function BuildInfoList({ info }: { info: BuildInfo }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Build information">
      <li>
        <Caption1>Build {info.buildNumber}</Caption1>
      </li>
      <li>
        <Caption1 title={info.commitHash}>Commit {shortHash(info.commitHash)}</Caption1>
      </li>
      <li>
        <Caption1>Branch {info.branch}</Caption1>
      </li>
      <li>
        <Caption1>Built {formatTimestamp(info.timestamp)}</Caption1>
      </li>
    </ul>
  );
}

/** Build information from /build-info.json ('unknown' when it cannot be read). */
export function Footer() {
  const styles = useStyles();
  const info = useBuildInfo();
  return (
    <footer className={styles.footer}>
      <BuildInfoList info={info} />
    </footer>
  );
}
