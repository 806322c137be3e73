/**
 * Whether the screen is a phone's (issue 29 "Volunteers on a phone"): narrower than antd's `sm` breakpoint, 576 px
 * (a 375 px phone held upright). The list page shows its rows as cards there (list-cards.tsx). Before antd has
 * measured the screen (the first render) it answers false: the desktop's table, replaced at once on a phone.
 */
import { Grid } from 'antd';

export function useNarrow(): boolean {
  return Grid.useBreakpoint().sm === false;
}
