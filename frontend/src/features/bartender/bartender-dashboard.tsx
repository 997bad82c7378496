import { Page } from '../../components/page';

/** The bartender's persona home: the order queue (Pending Orders, Preparing, Ready for Pickup) comes next. */
export function BartenderDashboard() {
  return <Page title="Bartender Dashboard" />;
}
